import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { eAccountEndpoints } from '@scf/api/contract';
import type { EAccount } from '@scf/api/contract';
import { useToast } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { LoadState, Page } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { EACCOUNT_PATHS } from '../api/e-account-paths';
import { useDemoTools } from '../../../lib/deposit-verify/use-demo-tools';
import { AmountDialog } from '../components/amount-dialog';
import { EAccountTable } from '../components/e-account-table';
import { ReviewWithdrawal } from '../components/review-withdrawal';
import { withToasts } from '../components/with-toasts';

type Open = { kind: 'withdraw' | 'review' | 'deposit'; account: EAccount } | null;

/**
 * `/my/electronic-account/index` 电子账户 (domain-lines.md §16.8): the corporation's e-accounts; the operator opens
 * one (开户), binds it (绑定) and asks a 提现 up to 可用余额; the director signs the 提现 (复核提现).
 */
function EAccountIndexPage() {
  const { data, error, mutate } = useEndpoint(eAccountEndpoints.list, {});
  const role = useAuth().role?.currentRole ?? '';
  const demoTools = useDemoTools();
  const toast = useToast();
  const write = useWrite();
  const [open, setOpen] = useState<Open>(null);
  const operator = role === 'ROLE_OPERATOR';
  const close = () => setOpen(null);
  const start = (kind: 'withdraw' | 'review' | 'deposit') => (account: EAccount) => {
    write.begin();
    setOpen({ kind, account });
  };

  const withdraw = async (account: EAccount, amount: string) => {
    const app = await write.run((client, idempotencyKey) =>
      client.call(eAccountEndpoints.withdraw, { body: { accountId: account.accountId, amount } }, { idempotencyKey }),
    );
    if (!app) return;
    toast.success(`提现申请${app.appNo}已提交，待主管复核`);
    close();
    await mutate();
  };
  const deposit = async (account: EAccount, amount: string) => {
    const done = await write.run((client) => client.call(eAccountEndpoints.demoDeposit, { body: { accountId: account.accountId, amount } }));
    if (!done) return;
    toast.success(`已模拟入金 ${amount} 元`);
    close();
    await mutate();
  };

  return (
    <Page actions={operator ? <Link to={EACCOUNT_PATHS.apply}>开户</Link> : undefined}>
      <LoadState what="电子账户" data={data} error={error} onRetry={() => void mutate()}>
        {(accounts) => (
          <EAccountTable
            accounts={accounts}
            actions={{
              operator,
              director: role === 'ROLE_DIRECTOR',
              demoTools,
              onWithdraw: start('withdraw'),
              onReview: start('review'),
              onDemoDeposit: start('deposit'),
            }}
          />
        )}
      </LoadState>
      {open?.kind === 'withdraw' ? (
        <AmountDialog
          title="提现"
          description={`从电子账户 ${open.account.accountNo} 提现至绑定结算账户 ${open.account.boundAccountNo ?? ''}，可用余额 ${open.account.available} 元；提交后由主管签名复核。`}
          label="提现金额"
          confirm="提交"
          busy={write.busy}
          error={write.error}
          onConfirm={(amount) => void withdraw(open.account, amount)}
          onCancel={close}
        />
      ) : null}
      {open?.kind === 'deposit' ? (
        <AmountDialog
          title="模拟入金"
          description={`【演示环境】向账户 ${open.account.accountNo} 模拟入金。`}
          label="入金金额"
          confirm="确定"
          busy={write.busy}
          error={write.error}
          onConfirm={(amount) => void deposit(open.account, amount)}
          onCancel={close}
        />
      ) : null}
      {open?.kind === 'review' ? (
        <ReviewWithdrawal
          account={open.account}
          onCancel={close}
          onDone={() => {
            close();
            void mutate();
          }}
        />
      ) : null}
    </Page>
  );
}

export default withToasts(EAccountIndexPage);

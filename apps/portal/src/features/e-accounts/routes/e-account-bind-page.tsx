import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { DEPOSIT_VERIFY_STATUS_LABEL, eAccountEndpoints } from '@scf/api/contract';
import type { EAccount, EAccountBindInput } from '@scf/api/contract';
import { Descriptions, Empty, useToast } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { LoadState, Page } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { EACCOUNT_PATHS } from '../api/e-account-paths';
import { useDemoTools } from '../../../lib/deposit-verify/use-demo-tools';
import { AccountStatusTag } from '../components/account-status-tag';
import { BackfillForm } from '../../../lib/deposit-verify/backfill-form';
import { BindForm } from '../components/bind-form';
import { DemoCreditsDialog } from '../../../lib/deposit-verify/demo-credits-dialog';
import { withToasts } from '../components/with-toasts';

function Binding({ account, onChanged }: { account: EAccount; onChanged: () => Promise<unknown> }) {
  const corpName = useAuth().session?.corpInfo.corpName ?? account.accountName;
  const demoTools = useDemoTools();
  const toast = useToast();
  const write = useWrite();
  const [credits, setCredits] = useState<string | null>(null);
  const v = account.verification;
  const call = async (send: Parameters<typeof write.run>[0], done?: string) => {
    const out = await write.run(send);
    if (out === undefined) return;
    if (done) toast.success(done);
    await onChanged();
  };
  const bind = (values: EAccountBindInput) => void call((client) => client.call(eAccountEndpoints.bind, { body: values }));
  const backfill = (amount: string) =>
    void call((client) => client.call(eAccountEndpoints.backfill, { body: { accountId: account.accountId, amount } }), '电子账户绑定成功');
  const change = () => void call((client) => client.call(eAccountEndpoints.cancelBind, { body: { accountId: account.accountId } }));
  const demo = demoTools ? (accountNo: string) => setCredits(accountNo) : undefined;

  return (
    <>
      <Descriptions
        title="电子账户"
        items={[
          { label: '账号', value: account.accountNo },
          { label: '户名', value: account.accountName },
          { label: '开户行', value: account.bankName },
          { label: '状态', value: <AccountStatusTag status={account.status} /> },
          { label: '绑定结算账户', value: account.boundAccountNo ?? '未绑定' },
        ]}
      />
      {account.status !== 'PENDING_BIND' ? (
        <p>
          该电子账户已绑定结算账户。<Link to={EACCOUNT_PATHS.index}>返回电子账户</Link>
        </p>
      ) : v?.status === 'PAID' ? (
        <BackfillForm
          verification={v}
          busy={write.busy}
          error={write.error}
          onBackfill={backfill}
          onChangeAccount={change}
          onDemoCredits={demo ? () => demo(v.accountNo) : undefined}
        />
      ) : (
        <>
          {v && v.status !== 'VERIFIED' ? (
            <p role="status">
              上次打款认证：{DEPOSIT_VERIFY_STATUS_LABEL[v.status]}
              {v.failReason ? `（${v.failReason}）` : ''}，今日剩余打款次数{v.todayLeft}次
            </p>
          ) : null}
          <BindForm accountId={account.accountId} corpName={corpName} busy={write.busy} error={write.error} onSubmit={bind} onDemoCredits={demo} />
        </>
      )}
      {credits !== null ? <DemoCreditsDialog endpoint={eAccountEndpoints.demoCredits} accountNo={credits} onClose={() => setCredits(null)} /> : null}
    </>
  );
}

/**
 * `/my/electronic-account/bind` 电子账户绑定 (domain-lines.md §16.8, §15.7): a settlement account of the corporation's
 * own name, a small deposit from the platform, the amount typed back → 正常.
 */
function EAccountBindPage() {
  const [params] = useSearchParams();
  const { data, error, mutate } = useEndpoint(eAccountEndpoints.list, {});
  const wanted = params.get('accountId');
  return (
    <Page>
      <LoadState what="电子账户" data={data} error={error} onRetry={() => void mutate()}>
        {(accounts) => {
          const account = accounts.find((a) => (wanted ? a.accountId === wanted : a.status === 'PENDING_BIND'));
          return account ? <Binding account={account} onChanged={() => mutate()} /> : <Empty description="暂无待绑定的电子账户" />;
        }}
      </LoadState>
    </Page>
  );
}

export default withToasts(EAccountBindPage);

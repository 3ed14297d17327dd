import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEPOSIT_VERIFY_STATUS_LABEL, REALNAME_ADMIN_ONLY, realnameEndpoints } from '@scf/api/contract';
import type { LicenseAccountInput, Realname } from '@scf/api/contract';
import { Button, Result, ToastProvider, useToast } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { BackfillForm } from '../../../lib/deposit-verify/backfill-form';
import { DemoCreditsDialog } from '../../../lib/deposit-verify/demo-credits-dialog';
import { InfoNote, LoadState, Page } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { IDENTIFY_PATHS } from '../api/realname-paths';
import { useDemoTools } from '../../../lib/deposit-verify/use-demo-tools';
import { useRealname } from '../api/use-realname';
import { LicenceForm } from '../components/licence-form';

function Verification({ realname, onChanged }: { realname: Realname; onChanged: (next?: Realname) => Promise<unknown> }) {
  const demoTools = useDemoTools();
  const toast = useToast();
  const write = useWrite();
  const { reload } = useAuth();
  const navigate = useNavigate();
  const [credits, setCredits] = useState<string | null>(null);
  const v = realname.licenseAccount;
  const call = async (send: Parameters<typeof write.run<Realname>>[0]) => {
    const out = await write.run(send);
    // A refused back-fill may still have cost a try or ended the attempt: read the state again.
    if (out === undefined) return onChanged();
    if (out.state === 'VERIFIED') {
      toast.success('企业实名认证成功');
      // isCorpAuthenticated and the menus follow the new state.
      await reload();
    }
    await onChanged(out);
  };
  const deposit = (values: LicenseAccountInput) => void call((client) => client.call(realnameEndpoints.deposit, { body: values }));
  const backfill = (amount: string) => void call((client) => client.call(realnameEndpoints.backfill, { body: { amount } }));
  const change = () => void call((client) => client.call(realnameEndpoints.cancel, { body: {} }));
  const demo = demoTools ? (accountNo: string) => setCredits(accountNo) : undefined;

  if (realname.state === 'VERIFIED') {
    return (
      <Result status="success" title="企业实名认证成功">
        <p>认证通过后即可开展业务。</p>
        <Button variant="primary" onClick={() => navigate(IDENTIFY_PATHS.realname)}>
          查看认证信息
        </Button>
      </Result>
    );
  }
  if (!realname.mayVerify) return <InfoNote role="note">{REALNAME_ADMIN_ONLY}</InfoNote>;
  return (
    <>
      {v?.status === 'PAID' ? (
        <BackfillForm
          verification={v}
          accountLabel="对公账户"
          busy={write.busy}
          error={write.error}
          onBackfill={backfill}
          onChangeAccount={change}
          onDemoCredits={demo ? () => demo(v.accountNo) : undefined}
        />
      ) : (
        <>
          {v && v.status !== 'VERIFIED' ? (
            <InfoNote role="status">
              上次打款认证：{DEPOSIT_VERIFY_STATUS_LABEL[v.status]}
              {v.failReason ? `（${v.failReason}）` : ''}，今日剩余打款次数{v.todayLeft}次
            </InfoNote>
          ) : null}
          <LicenceForm corpName={realname.corpName} busy={write.busy} error={write.error} onSubmit={deposit} onDemoCredits={demo} />
        </>
      )}
      {credits !== null ? <DemoCreditsDialog endpoint={realnameEndpoints.demoCredits} accountNo={credits} onClose={() => setCredits(null)} /> : null}
    </>
  );
}

/**
 * `/register/identify/license-account` 营业执照对公账户认证 (domain-lines.md §15.6–§15.7): the licence and the corporate
 * account, 申请打款, then the amount received typed back (3 tries, 7 days, 3 requests a day) → 已认证.
 */
export default function LicenseAccountPage() {
  const { data, error, mutate } = useRealname();
  return (
    <ToastProvider>
      <Page>
        <LoadState what="实名认证" data={data} error={error} onRetry={() => void mutate()}>
          {(realname) => <Verification realname={realname} onChanged={(next) => (next ? mutate(next, { revalidate: false }) : mutate())} />}
        </LoadState>
      </Page>
    </ToastProvider>
  );
}

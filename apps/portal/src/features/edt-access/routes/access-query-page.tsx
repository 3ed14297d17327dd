import { useEndpoint } from '@scf/api';
import { edtEndpoints } from '@scf/api/contract';
import { useOpenApplication } from '../../../lib/applications';
import { ToastProvider } from '@scf/ui';
import { Page, ToastPage } from '../../../lib/page';
import { useRefreshEdt } from '../api/use-refresh-edt';
import { BankAccessDetail, SupplierAccessDetail } from '../components/access-detail';
import { AccessTable } from '../components/access-table';

function AccessScreen({ bank }: { bank: boolean }) {
  const { data, error, isLoading, mutate } = useEndpoint(edtEndpoints.accesses, {});
  const { appNo, open, close } = useOpenApplication();
  const refresh = useRefreshEdt();
  const opened = appNo ? data?.find((a) => a.appNo === appNo) : undefined;
  const back = () => {
    void refresh();
    close();
  };
  if (opened) return bank ? <BankAccessDetail access={opened} onBack={back} /> : <SupplierAccessDetail access={opened} onBack={back} />;
  return (
    <AccessTable
      label={bank ? '准入审核列表' : '准入列表'}
      rows={data}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      onOpen={(a) => open(a.appNo)}
      action={bank ? '审核' : '查看'}
      emptyText="暂无准入记录"
    />
  );
}

/** 准入查询 (the supplier's operator and director, §19.2): its accesses; the detail with 同意 (signed), 退回 and 撤销申请 as allowed. */
export function AccessQueryPage() {
  return (
    <ToastPage>
      <AccessScreen bank={false} />
    </ToastPage>
  );
}

/** 准入审核 (the bank's client manager): the accesses addressed to the bank; 通过 / 拒绝 with 意见 while 待金融机构审核. */
export function AccessReviewPage() {
  return (
    <ToastProvider>
      <Page title="准入审核">
        <AccessScreen bank />
      </Page>
    </ToastProvider>
  );
}

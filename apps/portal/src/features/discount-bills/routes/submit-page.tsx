import { useState } from 'react';
import { Button, DataTable, Tabs, useToast } from '@scf/ui';
import { DISCOUNT_REFUSALS } from '@scf/api/contract';
import { useOpenApplication } from '../../../lib/applications';
import { useAuth } from '../../../lib/auth';
import { FormAlert, ToastPage } from '../../../lib/page';
import { failureMessage, useWrite } from '../../../lib/write';
import { billCalls, useBabs, useRefreshBills } from '../api/bill-calls';
import { BillAppReview, BillAppsTable } from '../components/bill-apps';
import { packageColumns } from '../components/package-columns';

/** 提示收票's picker: the ACCEPTED packages free of any application; one BAB_DELIVER per selected package. */
function DeliverPicker() {
  const { data, error, isLoading, mutate } = useBabs({ statuses: ['ACCEPTED'] });
  const [selected, setSelected] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const write = useWrite();
  const toast = useToast();
  const refresh = useRefreshBills();
  const rows = (data ?? []).filter((p) => p.openAppNo === null);
  const submit = async () => {
    const apps = await write.run(billCalls.deliver(selected));
    if (!apps) return;
    toast.success(`已提交${apps.length}笔提示收票申请，待主管复核`);
    setSelected([]);
    await refresh();
  };
  return (
    <>
      <p>{DISCOUNT_REFUSALS.wholePackage}。</p>
      <DataTable
        label="已承兑待交付的票据"
        columns={packageColumns('payee')}
        rows={rows.slice((page - 1) * 10, page * 10)}
        total={rows.length}
        rowKey={(p) => p.packageNo}
        rowLabel={(p) => p.packageNo}
        page={page}
        size={10}
        onPageChange={setPage}
        loading={isLoading}
        error={error ? failureMessage(error) : undefined}
        onRetry={() => void mutate()}
        emptyText="暂无已承兑待交付的票据"
        selectable
        selectedKeys={selected}
        onSelectedKeysChange={setSelected}
      />
      {write.error ? <FormAlert title="提示收票失败" message={write.error} /> : null}
      <Button variant="primary" disabled={selected.length === 0} loading={write.busy} onClick={() => void submit()}>
        提示收票
      </Button>
    </>
  );
}

/**
 * 提示收票 (`/discount/core/bab/submit`, domain-lines.md §20.3): the core's operator selects accepted packages (one
 * application each); its director's queue on the same page signs BAB_SUBMIT (同意), or 退回 / 拒绝 (the package stays
 * 已承兑待交付). `?appNo=` opens one application (todos link here).
 */
export function BabSubmitPage() {
  const director = useAuth().role?.currentRole === 'ROLE_DIRECTOR';
  const { appNo, open, close } = useOpenApplication();
  if (appNo)
    return (
      <ToastPage>
        <BillAppReview bizType="BAB_DELIVER" appNo={appNo} onBack={close} />
      </ToastPage>
    );
  const record = <BillAppsTable bizType="BAB_DELIVER" openOnly={false} label="提示收票申请记录" party="payee" onOpen={open} />;
  return (
    <ToastPage>
      <Tabs
        label="提示收票"
        items={[
          director
            ? {
                value: 'review',
                label: '待复核',
                content: <BillAppsTable bizType="BAB_DELIVER" openOnly label="待复核的提示收票" party="payee" onOpen={open} />,
              }
            : { value: 'pick', label: '提示收票', content: <DeliverPicker /> },
          { value: 'record', label: '申请记录', content: record },
        ]}
      />
    </ToastPage>
  );
}

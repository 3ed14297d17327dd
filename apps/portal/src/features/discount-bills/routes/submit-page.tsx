import { useState } from 'react';
import { Button, DataTable, useToast } from '@scf/ui';
import { DISCOUNT_REFUSALS } from '@scf/api/contract';
import { FormAlert } from '../../../lib/page';
import { failureMessage, useWrite } from '../../../lib/write';
import { billCalls, useBabs, useRefreshBills } from '../api/bill-calls';
import { packageColumns } from '../components/package-columns';
import { BillAppPage } from '../components/bill-app-page';

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
  return (
    <BillAppPage
      bizType="BAB_DELIVER"
      label="提示收票"
      pick={{ value: 'pick', label: '提示收票', content: <DeliverPicker /> }}
      queueLabel="待复核的提示收票"
      recordTab="申请记录"
      recordLabel="提示收票申请记录"
      party="payee"
    />
  );
}

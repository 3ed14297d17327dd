import { useState } from 'react';
import { DataTable } from '@scf/ui';
import type { BillPackageRow } from '@scf/api/contract';
import { OpinionDialog, useLedgerAction } from '../../../lib/applications';
import { failureMessage } from '../../../lib/write';
import { billCalls, useBabs, useRefreshBills } from '../api/bill-calls';
import { packageColumns } from '../components/package-columns';
import { BillAppPage } from '../components/bill-app-page';

/** The drawer's 已承兑待交付 and 已拒收 packages: 撤票 with a reason (one application for the director). */
function RevokePicker() {
  const { data, error, isLoading, mutate } = useBabs({ statuses: ['ACCEPTED', 'REFUSED'] });
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<BillPackageRow | null>(null);
  const action = useLedgerAction();
  const refresh = useRefreshBills();
  const rows = data ?? [];
  const confirm = async (reason: string) => {
    if (picked && (await action.run(billCalls.revoke(picked.packageNo, reason), '已提交撤票申请，待主管复核'))) {
      setPicked(null);
      await refresh();
    }
  };
  return (
    <>
      <DataTable
        label="可撤票的票据"
        columns={packageColumns('payee')}
        rows={rows.slice((page - 1) * 10, page * 10)}
        total={rows.length}
        rowKey={(p) => p.packageNo}
        page={page}
        size={10}
        onPageChange={setPage}
        loading={isLoading}
        error={error ? failureMessage(error) : undefined}
        onRetry={() => void mutate()}
        emptyText="暂无可撤票的票据"
        actionsWidth={72}
        actions={(p) =>
          p.openAppNo
            ? [{ label: '处理中', onSelect: () => undefined, disabled: true }]
            : [
                {
                  label: '撤票',
                  danger: true,
                  onSelect: () => {
                    action.begin();
                    setPicked(p);
                  },
                },
              ]
        }
      />
      <OpinionDialog
        open={picked !== null}
        action="撤票"
        description={picked ? `票据包号 ${picked.packageNo}：撤票后保证金退回结算账户，承兑手续费不予退还。请填写撤票原因。` : undefined}
        busy={action.busy}
        error={action.error}
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setPicked(null)}
      />
    </>
  );
}

/**
 * 撤票申请 (`/discount/core/bab/revoke`, domain-lines.md §20.3): the core's operator asks to revoke an accepted or
 * refused package with a reason; its director signs CONTRACT_SIGN (同意) from the queue on the same page.
 */
export function BabRevokePage() {
  return (
    <BillAppPage
      bizType="BAB_REVOKE"
      label="撤票申请"
      pick={{ value: 'pick', label: '撤票', content: <RevokePicker /> }}
      queueLabel="待复核的撤票申请"
      recordTab="申请记录"
      recordLabel="撤票申请记录"
      party="payee"
    />
  );
}

import { useState } from 'react';
import { DataTable } from '@scf/ui';
import type { BillPackageRow } from '@scf/api/contract';
import { OpinionDialog, useLedgerAction } from '../../../lib/applications';
import { failureMessage } from '../../../lib/write';
import { billCalls, useRefreshBills, useToReceive } from '../api/bill-calls';
import { packageColumns } from '../components/package-columns';
import { BillAppPage } from '../components/bill-app-page';

type Decision = { bill: BillPackageRow; decision: 'ACCEPT' | 'REFUSE' };

/** The packages waiting for the caller's 签收 as payee: 签收 (意见 optional) or 拒收 (意见 required), each for the director. */
function ToReceive() {
  const { data, error, isLoading, mutate } = useToReceive();
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const action = useLedgerAction();
  const refresh = useRefreshBills();
  const rows = data ?? [];
  const start = (d: Decision) => {
    action.begin();
    setDeciding(d);
  };
  const confirm = async (comment: string) => {
    if (!deciding) return;
    const word = deciding.decision === 'ACCEPT' ? '签收' : '拒收';
    if (await action.run(billCalls.receive(deciding.bill.packageNo, { decision: deciding.decision, comment }), `已提交${word}，待主管复核`)) {
      setDeciding(null);
      await refresh();
    }
  };
  return (
    <>
      <DataTable
        label="待签收的票据"
        columns={packageColumns('drawer')}
        rows={rows.slice((page - 1) * 10, page * 10)}
        total={rows.length}
        rowKey={(p) => p.packageNo}
        page={page}
        size={10}
        onPageChange={setPage}
        loading={isLoading}
        error={error ? failureMessage(error) : undefined}
        onRetry={() => void mutate()}
        emptyText="暂无待签收的票据"
        actionsWidth={96}
        actions={(p) =>
          p.openAppNo
            ? [{ label: '复核中', onSelect: () => undefined, disabled: true }]
            : [
                { label: '签收', onSelect: () => start({ bill: p, decision: 'ACCEPT' }) },
                { label: '拒收', onSelect: () => start({ bill: p, decision: 'REFUSE' }), danger: true },
              ]
        }
      />
      <OpinionDialog
        open={deciding !== null}
        action={deciding?.decision === 'REFUSE' ? '拒收' : '签收'}
        description={deciding ? `票据包号 ${deciding.bill.packageNo}：仅可对整张票据包签收或拒收` : undefined}
        required={deciding?.decision === 'REFUSE'}
        busy={action.busy}
        error={action.error}
        onConfirm={(comment) => void confirm(comment)}
        onCancel={() => setDeciding(null)}
      />
    </>
  );
}

/**
 * 票据签收 (`/discount/chain/bill/receive`, domain-lines.md §20.3): the payee's operator decides 签收 or 拒收 on a
 * delivered package; its director signs BAB_RECEIVE (同意) from the queue on the same page, or 退回 / 拒绝.
 */
export function BillReceivePage() {
  return (
    <BillAppPage
      bizType="BAB_RECEIVE"
      label="票据签收"
      pick={{ value: 'receive', label: '待签收', content: <ToReceive /> }}
      queueLabel="待复核的票据签收"
      recordTab="签收记录"
      recordLabel="签收记录"
      party="drawer"
    />
  );
}

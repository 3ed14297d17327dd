import { useEndpoint } from '@scf/api';
import { voucherDebitEndpoints } from '@scf/api/contract';
import type { DebitOverdue, DebitPlanDay } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Button, ToastProvider, useToast } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useWrite } from '../../../lib/write';
import { HomeList } from '../../../lib/page';

const PLAN_COLUMNS: readonly TableColumn<DebitPlanDay>[] = [
  { key: 'dueDate', title: '到期日', render: (d) => d.dueDate },
  { key: 'count', title: '笔数', align: 'right', render: (d) => d.count },
  { key: 'dueAmount', title: '到期金额（元）', align: 'right', render: (d) => <AmountText value={d.dueAmount} unit="" /> },
  { key: 'available', title: '还款专户可用余额（元）', align: 'right', render: (d) => <AmountText value={d.available} unit="" /> },
  { key: 'gap', title: '资金缺口（元）', align: 'right', render: (d) => <AmountText value={d.gap} unit="" /> },
  { key: 'coverage', title: '覆盖率', align: 'right', render: (d) => (d.coverage === null ? '—' : `${d.coverage}%`) },
];

const OVERDUE_COLUMNS: readonly TableColumn<DebitOverdue>[] = [
  { key: 'creditNo', title: '凭证编号', render: (o) => o.creditNo },
  { key: 'holderName', title: '收款方', render: (o) => o.holderName },
  { key: 'amount', title: '金额（元）', align: 'right', render: (o) => <AmountText value={o.amount} unit="" /> },
  { key: 'dueDate', title: '到期日', render: (o) => o.dueDate },
  { key: 'failReason', title: '失败原因', render: (o) => o.failReason },
];

/**
 * 支付通's core home (domain-lines.md §17.2, §17.4): 代扣计划 (next five due dates with 覆盖率) and 逾期 with 立即补扣
 * for the operator (no signature: the 代扣授权 is signed), with their own toasts: 立即补扣 reports its result there.
 */
export function DebitBoard({ operator }: { operator: boolean }) {
  return (
    <ToastProvider>
      <DebitBoardTables operator={operator} />
    </ToastProvider>
  );
}

function DebitBoardTables({ operator }: { operator: boolean }) {
  const { data, mutate } = useEndpoint(voucherDebitEndpoints.board, {});
  const write = useWrite();
  const toast = useToast();
  if (!data) return null;
  const retry = async () => {
    const done = await write.run((client, idempotencyKey) => client.call(voucherDebitEndpoints.retryNow, {}, { idempotencyKey }));
    if (!done) return;
    const paid = done.runs.flatMap((r) => r.paid).length;
    const skipped = done.runs.flatMap((r) => r.skipped);
    if (skipped.length > 0) toast.error(`补扣未成功：${skipped[0]?.failReason ?? ''}`);
    else toast.success(`立即补扣完成，成功${paid}笔`);
    await mutate();
  };
  const action =
    operator && data.overdue.length > 0 ? (
      <Button variant="primary" disabled={write.busy} onClick={() => void retry()}>
        立即补扣
      </Button>
    ) : undefined;
  return (
    <>
      <HomeList title="代扣计划" columns={PLAN_COLUMNS} rows={data.plan} rowKey={(d) => d.dueDate} emptyText="暂无待代扣的支付通" />
      <HomeList title="逾期" columns={OVERDUE_COLUMNS} rows={data.overdue} rowKey={(o) => o.creditNo} emptyText="暂无逾期支付通" extra={action} />
    </>
  );
}

import { useMemo } from 'react';
import type { ApplicationDetail } from '@scf/api/contract';
import { parseFen, fenToDecimal } from '@scf/api/money';
import { AmountText, CreditStatusTag } from '@scf/finance-widgets';
import { Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

type Row = ApplicationDetail['credits'][number]['credit'] & { part: string; kept: string };

/**
 * The split preview of a transfer or a return (domain.md §7.5): per credit, the part that goes to the counterparty
 * (child A) and the part the holder keeps (child B, only when above zero) — what the director signs.
 */
export function SplitPreviewTable({ detail }: { detail: ApplicationDetail }) {
  const partTitle = detail.bizType === 'RETURN' ? '退回金额' : '转让金额';
  const rows = useMemo<Row[]>(
    () => detail.credits.map((c) => ({ ...c.credit, part: c.amount, kept: fenToDecimal(parseFen(c.credit.amount) - parseFen(c.amount)) })),
    [detail.credits],
  );
  const columns: TableColumn<Row>[] = [
    { key: 'creditNo', title: '凭证编号', width: 180 },
    { key: 'issuer', title: '开立方', value: (c) => c.issuer.corpName },
    { key: 'dueDate', title: '承诺付款日', width: 100 },
    { key: 'status', title: '状态', width: 90, render: (c) => <CreditStatusTag status={c.status} /> },
    { key: 'amount', title: '金额', align: 'right', width: 140, render: (c) => <AmountText value={c.amount} /> },
    { key: 'part', title: partTitle, align: 'right', width: 140, render: (c) => <AmountText value={c.part} /> },
    { key: 'kept', title: '剩余金额（自留）', align: 'right', width: 150, render: (c) => (parseFen(c.kept) > 0n ? <AmountText value={c.kept} /> : '—') },
  ];
  return <Table label="拆分预览" columns={columns} data={rows} rowKey={(c) => c.creditNo} virtualized={false} whole />;
}

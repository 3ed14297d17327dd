import type { ReactNode } from 'react';
import type { DiscountTotals, DiscountTrialLine } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { galeDateText, rangeText } from '../api/discount-apply-paths';

const money = (
  key: keyof DiscountTrialLine & ('interest' | 'buyer' | 'seller' | 'proceeds' | 'amount'),
  title: string,
  width: number,
): TableColumn<DiscountTrialLine> => ({
  key,
  title,
  align: 'right',
  width,
  value: (l) => l[key],
  render: (l) => <AmountText value={l[key]} />,
});

export interface FiguresTableProps<L extends DiscountTrialLine> {
  label: string;
  lines: readonly L[];
  /** 顺延规则 of the bank (节假日顺延), shown under each 计息到期日. */
  ruleLabel: string;
  /** The bill's own link (票据详情), when the reader may open it. */
  bill?: (line: L) => ReactNode;
  /** The range's status now (an application's line), after its 子票区间. */
  status?: (line: L) => string;
}

/**
 * 贴现试算结果 per bill (domain-lines.md §20.5): 票据包号 over 子票区间, 贴现金额 over 到期日, 计息到期日 with what moved it
 * and the rule, 计息天数, 贴现利息, 买方付息, 卖方付息, 实付金额 — ten facts in eight columns (about 990 px), readable at 1280 px.
 */
export function FiguresTable<L extends DiscountTrialLine>({ label, lines, ruleLabel, bill, status }: FiguresTableProps<L>) {
  const columns: TableColumn<L>[] = [
    {
      key: 'packageNo',
      title: '票据包号 / 子票区间',
      width: 230,
      value: (l) => l.packageNo,
      render: (l) => <StackedCell main={bill ? bill(l) : l.packageNo} sub={`子票区间 ${rangeText(l.start, l.end)}${status ? `｜${status(l)}` : ''}`} />,
    },
    {
      key: 'amount',
      title: '贴现金额',
      align: 'right',
      width: 120,
      value: (l) => l.amount,
      render: (l) => <StackedCell main={<AmountText value={l.amount} />} sub={`到期日 ${l.dueDate}`} />,
    },
    {
      key: 'galeDate',
      title: '计息到期日',
      width: 150,
      value: (l) => l.galeDate,
      render: (l) => <StackedCell main={galeDateText(l.galeDate, l.galeDateNote)} sub={`顺延规则：${ruleLabel}`} />,
    },
    { key: 'days', title: '计息天数', align: 'right', width: 70, value: (l) => `${l.days}天` },
    money('interest', '贴现利息', 100) as TableColumn<L>,
    money('buyer', '买方付息', 100) as TableColumn<L>,
    money('seller', '卖方付息', 100) as TableColumn<L>,
    money('proceeds', '实付金额', 120) as TableColumn<L>,
  ];
  return <Table label={label} columns={columns} data={lines} rowKey={(l) => `${l.packageNo}:${l.start}`} virtualized={false} whole />;
}

/** The totals of a trial or an application: 贴现金额, 贴现利息, the payer split, and 实付金额 with its 大写. */
export function FiguresTotals({ totals, count }: { totals: DiscountTotals; count: number }) {
  return (
    <Descriptions
      columns={3}
      items={[
        { label: `合计贴现金额（共${count}张）`, value: <AmountText value={totals.amount} /> },
        { label: '合计贴现利息', value: <AmountText value={totals.interest} /> },
        { label: '合计买方付息', value: <AmountText value={totals.buyer} /> },
        { label: '合计卖方付息', value: <AmountText value={totals.seller} /> },
        { label: '合计实付金额', value: <AmountWithCapital value={totals.proceeds} label="合计实付金额" />, span: 2 },
      ]}
    />
  );
}

import { useState } from 'react';
import type { AbsPricePreview, AbsReceivable } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { DataTable, Descriptions } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { priceBasis } from '../api/abs-transfer-paths';

type PriceLine = AbsPricePreview['lines'][number];

/** One receivable of a transfer with its §18.4 price line (none when the transfer ended unpaid). */
export interface PricedReceivable {
  receivable: AbsReceivable;
  price: PriceLine | null;
}

const money = (v: string | undefined) => (v === undefined ? '—' : <AmountText value={v} />);

const columns = (withStatus: boolean): TableColumn<PricedReceivable>[] => [
  {
    key: 'receivableNo',
    title: '应收账款编号',
    width: 190,
    value: (l) => l.receivable.receivableNo,
    render: (l) => <StackedCell main={l.receivable.receivableNo} sub={`债务人：${l.receivable.debtor.corpName}`} />,
  },
  {
    key: 'amount',
    title: '应收账款金额',
    align: 'right',
    width: 150,
    value: (l) => l.receivable.amount,
    render: (l) => <StackedCell main={<AmountText value={l.receivable.amount} />} sub={`到期日 ${l.receivable.dueDate}`} />,
  },
  { key: 'days', title: '天数', align: 'right', width: 60, value: (l) => (l.price ? `${l.price.days}天` : '—') },
  { key: 'basis', title: '定价方式', width: 120, value: (l) => (l.price ? priceBasis(l.price.priceMode, l.price.rate) : '—') },
  { key: 'discount', title: '折扣', align: 'right', width: 110, value: (l) => l.price?.discount ?? '', render: (l) => money(l.price?.discount) },
  { key: 'price', title: '转让价款', align: 'right', width: 130, value: (l) => l.price?.price ?? '', render: (l) => money(l.price?.price) },
  { key: 'serviceFee', title: '服务费', align: 'right', width: 100, value: (l) => l.price?.serviceFee ?? '', render: (l) => money(l.price?.serviceFee) },
  {
    key: 'supplierReceives',
    title: '实收金额',
    align: 'right',
    width: 140,
    value: (l) => l.price?.supplierReceives ?? '',
    render: (l) => (l.price ? <StackedCell main={<AmountText value={l.price.supplierReceives} />} sub={`年化成本 ${l.price.annualisedCostPercent}%`} /> : '—'),
  },
  ...(withStatus ? [{ key: 'status', title: '状态', width: 80, value: (l: PricedReceivable) => l.receivable.statusLabel }] : []),
];

/**
 * The receivables of a transfer, each with 天数, 定价方式, 折扣, 转让价款, 服务费 and 实收金额 (its 年化成本 under it), so the
 * nine facts fit 1280 px; paged in the browser (one transfer names at most 50).
 */
export function PriceLinesTable({ label, lines, withStatus = false }: { label: string; lines: readonly PricedReceivable[]; withStatus?: boolean }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return (
    <DataTable
      label={label}
      columns={columns(withStatus)}
      rows={lines.slice((page - 1) * size, page * size)}
      total={lines.length}
      rowKey={(l) => l.receivable.receivableNo}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={setSize}
      emptyText="暂无应收账款"
    />
  );
}

export interface PriceTotals {
  amount: string;
  price: string | null;
  serviceFee: string | null;
  supplierReceives: string | null;
}

/** 合计: the amounts, 转让价款 and 实收金额 with their 大写. */
export function PriceTotalsView({ totals, count }: { totals: PriceTotals; count: number }) {
  return (
    <Descriptions
      title="转让价款合计"
      items={[
        { label: '应收账款笔数', value: `${count}笔` },
        { label: '应收账款金额合计', value: <AmountWithCapital value={totals.amount} label="应收账款金额合计" />, span: 2 },
        { label: '转让价款合计', value: totals.price ? <AmountWithCapital value={totals.price} label="转让价款合计" /> : '—', span: 2 },
        { label: '服务费合计', value: money(totals.serviceFee ?? undefined) },
        { label: '实收金额合计', value: totals.supplierReceives ? <AmountWithCapital value={totals.supplierReceives} label="实收金额合计" /> : '—', span: 3 },
      ]}
    />
  );
}

import { useEffect, useState } from 'react';
import { StatusTag } from '../tag/status-tag';
import type { StatusStyle } from '../tag/status-tag';
import type { TableColumn } from '../table/table-types';
import type { DataTableAction, DataTableSort } from './data-table-types';

/** A voucher row as the credits list shows it (domain.md §7.1 statuses). */
export interface VoucherRow {
  id: string;
  issuer: string;
  holder: string;
  /** Fen, formatted for display: the server sends decimal strings. */
  amount: string;
  dueDate: string;
  status: 'PENDING' | 'HOLDING' | 'TRANSFERRING';
}

const statuses: Record<VoucherRow['status'], StatusStyle> = {
  PENDING: { label: '待签收', tone: 'warning' },
  HOLDING: { label: '持有中', tone: 'success' },
  TRANSFERRING: { label: '转让中', tone: 'processing' },
};

export const voucherColumns: TableColumn<VoucherRow>[] = [
  { key: 'id', title: '凭证编号', width: 170 },
  { key: 'issuer', title: '开立方' },
  { key: 'holder', title: '持有方', sortable: true },
  { key: 'amount', title: '金额（元）', sortable: true, align: 'right', width: 170 },
  { key: 'dueDate', title: '承诺付款日', sortable: true, width: 120 },
  { key: 'status', title: '状态', width: 100, render: (row) => <StatusTag status={row.status} statuses={statuses} /> },
];

const companies = ['上海甲供应链有限公司', '北京乙科技有限公司', '深圳丙制造有限公司', '杭州丁贸易有限公司', '成都戊物流有限公司'];
const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 100 vouchers: ten pages of ten, amounts from hundreds to hundreds of millions so the figures must line up. */
export const vouchers: VoucherRow[] = Array.from({ length: 100 }, (_, i) => ({
  id: `CV20250616${String(i + 1).padStart(4, '0')}`,
  issuer: '中国核心企业集团有限公司',
  holder: companies[i % companies.length] ?? '',
  amount: money.format((((i + 1) * 7919) % 100_000) * 10 ** (i % 5) + 0.5 * (i % 3)),
  dueDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  status: (['PENDING', 'HOLDING', 'TRANSFERRING'] as const)[i % 3] ?? 'HOLDING',
}));

const amountOf = (row: VoucherRow) => Number(row.amount.replace(/,/g, ''));

/** The server's ordering, for the stories that show a sorted page. */
export function sortVouchers(rows: readonly VoucherRow[], sort: DataTableSort | undefined): VoucherRow[] {
  if (!sort) return [...rows];
  const key = sort.field as keyof VoucherRow;
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (key === 'amount' ? amountOf(a) - amountOf(b) : String(a[key]).localeCompare(String(b[key]), 'zh-CN')));
}

/** 待签收 rows can be signed for or refused; every row has 详情, 转让 and (with more than three) 更多. */
export function voucherActions(row: VoucherRow): DataTableAction[] {
  const noop = () => undefined;
  const actions: DataTableAction[] = [{ label: '详情', onSelect: noop }];
  if (row.status === 'PENDING') actions.push({ label: '签收', onSelect: noop }, { label: '拒签', onSelect: noop, danger: true });
  if (row.status === 'HOLDING')
    actions.push({ label: '转让', onSelect: noop }, { label: '融资', onSelect: noop }, { label: '作废', onSelect: noop, danger: true });
  return actions;
}

/** A pretend paged endpoint: answers `{ rows, total }` for page, size and sort after `delayMs`. */
export function useFakeVoucherQuery(page: number, size: number, sort: DataTableSort | undefined, delayMs = 400) {
  const [result, setResult] = useState<{ rows: VoucherRow[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const sortKey = sort ? `${sort.field}:${sort.order}` : '';
  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      const [field, order] = sortKey.split(':');
      const sorted = sortVouchers(vouchers, field ? { field, order: order === 'desc' ? 'desc' : 'asc' } : undefined);
      setResult({ rows: sorted.slice((page - 1) * size, page * size), total: vouchers.length });
      setLoading(false);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [page, size, sortKey, delayMs]);
  return { ...result, loading };
}

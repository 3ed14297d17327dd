import { Link } from 'react-router-dom';
import type { UkeyBill } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { StatusTag, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { applyDetailHref } from '../api/ukey-paths';
import { BILL_STATUS_STYLE, dateTimeText } from '../api/ukey-format';

export interface BillsTableProps {
  bills: readonly UkeyBill[];
  /** Link the request number to apply-detail (when the user may open it). */
  detailLinks: boolean;
  label?: string;
}

const period = (b: UkeyBill) => (b.periodStart && b.periodEnd ? `${b.periodStart} 至 ${b.periodEnd}` : '--');

/** Ukey账单 lines: bill no., request, fee item, key, holder, service period, amount, status, billing time. */
export function BillsTable({ bills, detailLinks, label = 'Ukey账单' }: BillsTableProps) {
  const columns: TableColumn<UkeyBill>[] = [
    { key: 'billId', title: '账单号' },
    { key: 'requestId', title: '申请编号', render: (b) => (detailLinks ? <Link to={applyDetailHref(b.requestId)}>{b.requestId}</Link> : b.requestId) },
    { key: 'item', title: '费用项目' },
    { key: 'ukeyCode', title: '印刷号' },
    { key: 'holderPersonName', title: '持有人' },
    { key: 'period', title: '服务期', value: period },
    { key: 'amount', title: '金额', align: 'right', value: (b) => Number(b.amount), render: (b) => <AmountText value={b.amount} /> },
    { key: 'status', title: '状态', value: (b) => b.status, render: (b) => <StatusTag status={b.status} statuses={BILL_STATUS_STYLE} /> },
    { key: 'createdAt', title: '出账时间', value: (b) => dateTimeText(b.createdAt) },
  ];
  return <Table label={label} columns={columns} data={bills} rowKey={(b) => b.billId} emptyText="暂无账单" />;
}

import { Link } from 'react-router-dom';
import { BILL_PACKAGE_STATUS_LABEL } from '@scf/api/contract';
import type { BillPackageStatus, DiscountHomeSide, DiscountMaturity } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { StatusTag } from '@scf/ui';
import type { StatusStyle, TableColumn } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { StackedCell } from '../../../lib/list';
import { HomeList } from '../../../lib/page';

const DETAIL = '/discount/bill/detail';

const STATUS: Readonly<Record<BillPackageStatus, StatusStyle>> = {
  ACCEPTED: { label: BILL_PACKAGE_STATUS_LABEL.ACCEPTED, tone: 'processing' },
  PENDING_RECEIVE: { label: BILL_PACKAGE_STATUS_LABEL.PENDING_RECEIVE, tone: 'processing' },
  ISSUED: { label: BILL_PACKAGE_STATUS_LABEL.ISSUED, tone: 'success' },
  REFUSED: { label: BILL_PACKAGE_STATUS_LABEL.REFUSED, tone: 'danger' },
  CANCELLED: { label: BILL_PACKAGE_STATUS_LABEL.CANCELLED, tone: 'default' },
  PAID: { label: BILL_PACKAGE_STATUS_LABEL.PAID, tone: 'default' },
};

/**
 * 即将到期: the next maturities of the caller's corporation (票据包号 opening 票据详情 when granted, 出票人 / 收票人, 票据金额 —
 * what the holder holds of it on the supplier's home — 到期日 with the days left, and the package's status).
 */
export function MaturityList({ side, rows }: { side: DiscountHomeSide; rows: readonly DiscountMaturity[] }) {
  const { permissions } = useAuth();
  const columns: TableColumn<DiscountMaturity>[] = [
    {
      key: 'packageNo',
      title: '票据包号',
      render: (m) => (permissions.has(DETAIL) ? <Link to={`${DETAIL}?packageNo=${m.packageNo}`}>{m.packageNo}</Link> : m.packageNo),
    },
    { key: 'parties', title: '出票人', render: (m) => <StackedCell main={m.drawer.corpName} sub={`收票人：${m.payee.corpName}`} /> },
    { key: 'amount', title: side === 'chain' ? '持有金额' : '票据金额', align: 'right', render: (m) => <AmountText value={m.amount} /> },
    {
      key: 'dueDate',
      title: '到期日',
      width: 130,
      render: (m) => <StackedCell main={m.dueDate} sub={m.daysLeft === 0 ? '今日到期' : `${m.daysLeft} 天后到期`} />,
    },
    { key: 'status', title: '状态', width: 120, render: (m) => <StatusTag status={m.status} statuses={STATUS} /> },
  ];
  return <HomeList title="即将到期" columns={columns} rows={rows} rowKey={(m) => m.packageNo} emptyText="暂无即将到期的票据" />;
}

import { Link, useNavigate } from 'react-router-dom';
import type { MyBillRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { StackedCell, useList } from '../../../lib/list';
import { KeywordSearch } from '../../../lib/list/keyword-search';
import { ToastPage } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { PACKAGE_TONE, applyPath, detailPath, packageLabel, useMyBills } from '../api/bill-calls';

const LIST = { filters: ['keyword'], sortable: [] } as const;

const money = (label: string, value: string) => (
  <>
    {label} <AmountText value={value} />
  </>
);

// Readable at 1280 px: the parties under the package number, the due date under the amount.
const columns: TableColumn<MyBillRow>[] = [
  {
    key: 'packageNo',
    title: '票据包号',
    width: 290,
    value: (b) => b.packageNo,
    render: (b) => (
      <StackedCell
        main={<Link to={detailPath(b.packageNo)}>{b.packageNo}</Link>}
        sub={`出票人 ${b.drawer.corpName}｜承兑人 ${b.acceptor.corpName}｜${b.splittable ? '可分包' : '不可分包'}`}
      />
    ),
  },
  {
    key: 'amount',
    title: '票据金额 / 到期日',
    align: 'right',
    width: 150,
    value: (b) => b.amount,
    render: (b) => <StackedCell main={<AmountText value={b.amount} />} sub={`到期日 ${b.dueDate}`} />,
  },
  {
    key: 'available',
    title: '可用金额',
    align: 'right',
    width: 160,
    value: (b) => b.available,
    render: (b) => <StackedCell main={<AmountText value={b.available} />} sub={money('锁定金额', b.locked)} />,
  },
  { key: 'used', title: '已贴现/已用', align: 'right', width: 130, value: (b) => b.used, render: (b) => <AmountText value={b.used} /> },
  {
    key: 'status',
    title: '状态',
    width: 100,
    value: (b) => packageLabel(b.status),
    render: (b) => <Tag tone={PACKAGE_TONE[b.status]}>{packageLabel(b.status)}</Tag>,
  },
];

const canDiscount = (b: MyBillRow): boolean => !b.due && b.available !== '0.00';

/**
 * 我的票据 (`/discount/chain/bill/query`, domain-lines.md §20.1): the packages where the supplier holds a range with
 * its 可用 / 锁定 / 已贴现 amounts; 票据详情 for all, 贴现 for the operator on an available bill not yet due.
 */
export function MyBillsPage() {
  const operator = useAuth().role?.currentRole === 'ROLE_OPERATOR';
  const navigate = useNavigate();
  const list = useList(LIST);
  const keyword = list.query.filters.keyword ?? '';
  const { data, error, isLoading, mutate } = useMyBills(keyword ? { keyword } : {});
  const { page, size } = list.query;
  const rows = data ?? [];
  return (
    <ToastPage>
      <KeywordSearch label="票据查询" placeholder="票据包号、出票人或承兑人" value={keyword} onSearch={(k: string) => list.setFilters({ keyword: k })} />
      <DataTable
        label="我的票据"
        columns={columns}
        rows={rows.slice((page - 1) * size, page * size)}
        total={rows.length}
        rowKey={(b) => b.packageNo}
        page={page}
        size={size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={isLoading}
        error={error ? failureMessage(error) : undefined}
        onRetry={() => void mutate()}
        emptyText="暂无票据"
        actionsWidth={96}
        actions={(b) => [
          { label: '详情', onSelect: () => navigate(detailPath(b.packageNo)) },
          ...(operator && canDiscount(b) ? [{ label: '贴现', onSelect: () => navigate(applyPath(b.packageNo)) }] : []),
        ]}
      />
    </ToastPage>
  );
}

import { Link } from 'react-router-dom';
import { BIZ_TYPE_LABEL } from '@scf/api/contract';
import type { DiscountTodo } from '@scf/api/contract';
import { AmountText, AppStatusTag, DateTimeText } from '@scf/finance-widgets';
import type { TableColumn } from '@scf/ui';
import { useReaderSide } from '../../../lib/applications';
import { StackedCell } from '../../../lib/list';
import { HomeList } from '../../../lib/page';

/**
 * The area's applications waiting on the caller (待办事项) or an operator's own drafts and returned ones (草稿与退回):
 * 业务类型, 申请编号 (opening the page where the caller acts, when granted), 申请方 with its counterparty, 金额, 状态 and
 * the time it was submitted or last changed.
 */
export function TodoList({ title, rows, total, emptyText }: { title: string; rows: readonly DiscountTodo[]; total?: number; emptyText: string }) {
  const sideOf = useReaderSide();
  const columns: TableColumn<DiscountTodo>[] = [
    { key: 'bizType', title: '业务类型', width: 100, value: (a) => BIZ_TYPE_LABEL[a.bizType] },
    { key: 'appNo', title: '申请编号', render: (a) => (a.link ? <Link to={a.link}>{a.appNo}</Link> : a.appNo) },
    {
      key: 'parties',
      title: '申请方',
      render: (a) => <StackedCell main={a.applicant.corpName} sub={a.counterparty ? `交易对手：${a.counterparty.corpName}` : undefined} />,
    },
    { key: 'amount', title: '金额', align: 'right', render: (a) => <AmountText value={a.amount} /> },
    { key: 'status', title: '状态', width: 120, render: (a) => <AppStatusTag status={a.status} side={sideOf(a)} bizType={a.bizType} /> },
    { key: 'updatedAt', title: '更新时间', width: 150, render: (a) => <DateTimeText value={a.updatedAt} /> },
  ];
  const more =
    total !== undefined && total > rows.length ? (
      <span>
        共 {total} 笔，显示最新 {rows.length} 笔
      </span>
    ) : undefined;
  return <HomeList title={title} columns={columns} rows={rows} rowKey={(a) => a.appNo} emptyText={emptyText} extra={more} />;
}

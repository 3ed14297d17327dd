import { Link } from 'react-router-dom';
import type { Credit } from '@scf/api/contract';
import { creditColumns } from '@scf/finance-widgets';
import type { TableColumn } from '@scf/ui';
import { HomeList } from '../../../lib/page';

export interface CreditListProps {
  title: string;
  credits: readonly Credit[];
  emptyText: string;
  /** A last column with where to act on the credit (签收/拒签), when the role may. */
  action?: { title: string; label: string; to: (credit: Credit) => string };
  /** The whole list, when the home shows only its first rows: 查看全部 (共 N 笔) leads there. */
  all?: { total: number; to: string };
}

/** A short credit list of a home (待签收, 即将到期): the fixed credit columns, each number opening its flow records. */
export function CreditList({ title, credits, emptyText, action, all }: CreditListProps) {
  const columns: TableColumn<Credit>[] = creditColumns({ renderNo: (c) => <Link to={`/transfer-record?creditNo=${c.creditNo}`}>{c.creditNo}</Link> });
  if (action) {
    columns.push({
      key: 'action',
      title: action.title,
      width: 110,
      render: (c) => (
        <Link to={action.to(c)} aria-label={`${action.label} ${c.creditNo}`}>
          {action.label}
        </Link>
      ),
    });
  }
  const more =
    all && all.total > credits.length ? (
      <Link to={all.to} aria-label={`查看全部${title}（共${all.total}笔）`}>
        查看全部（共{all.total}笔）
      </Link>
    ) : undefined;
  return <HomeList title={title} columns={columns} rows={credits} rowKey={(c) => c.creditNo} emptyText={emptyText} extra={more} />;
}

import type { Notice } from '@scf/api/contract';
import { Button, DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import type { ListTableProps } from '../../../lib/list';

export interface NoticeTableProps extends ListTableProps {
  rows: readonly Notice[];
  onOpen: (notice: Notice) => void;
}

/** The notice list: each title opens the notice, with its release date (sortable). */
export function NoticeTable({ rows, onOpen, ...table }: NoticeTableProps) {
  const columns: TableColumn<Notice>[] = [
    {
      key: 'noticeTitle',
      title: '公告标题',
      // The title is text, never HTML (security.md §1.3).
      render: (n) => (
        <Button variant="link" onClick={() => onOpen(n)}>
          {n.noticeTitle}
        </Button>
      ),
    },
    { key: 'releaseDate', title: '发布日期', width: 160, sortable: true, value: (n) => n.releaseDate ?? '—' },
  ];
  return <DataTable label="平台公告列表" columns={columns} rows={rows} rowKey={(n) => n.noticeId} emptyText="暂无公告" {...table} />;
}

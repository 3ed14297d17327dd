import type { Notice } from '@scf/api/contract';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { openColumn } from '../../../lib/list';
import type { ListTableProps } from '../../../lib/list';

export interface NoticeTableProps extends ListTableProps {
  rows: readonly Notice[];
  onOpen: (notice: Notice) => void;
}

/** The notice list: each title opens the notice, with its release date (sortable). */
export function NoticeTable({ rows, onOpen, ...table }: NoticeTableProps) {
  const columns: TableColumn<Notice>[] = [
    // The title is text, never HTML (security.md §1.3).
    openColumn<Notice>({ key: 'noticeTitle', title: '公告标题', text: (n) => n.noticeTitle, onOpen }),
    { key: 'releaseDate', title: '发布日期', width: 160, sortable: true, value: (n) => n.releaseDate ?? '—' },
  ];
  return <DataTable label="平台公告列表" columns={columns} rows={rows} rowKey={(n) => n.noticeId} emptyText="暂无公告" {...table} />;
}

import type { Notice } from '@scf/api/contract';
import { Button, Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

export interface NoticeTableProps {
  notices: readonly Notice[];
  loading: boolean;
  onOpen: (notice: Notice) => void;
}

/** The notice list: each title opens the notice, with its release date. */
export function NoticeTable({ notices, loading, onOpen }: NoticeTableProps) {
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
    { key: 'releaseDate', title: '发布日期', width: 160, value: (n) => n.releaseDate ?? '—' },
  ];
  return <Table label="平台公告列表" columns={columns} data={notices} rowKey={(n) => n.noticeId} loading={loading} emptyText={<Empty description="暂无公告" />} />;
}

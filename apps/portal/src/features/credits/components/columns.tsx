import { Button } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { failureMessage } from '../../../lib/write';

/** 申请编号 as a link that opens the application's detail. */
export function appNoColumn<T extends { appNo: string }>(onOpen: (appNo: string) => void): TableColumn<T> {
  return {
    key: 'appNo',
    title: '申请编号',
    width: 172,
    render: (r) => (
      <Button variant="link" onClick={() => onOpen(r.appNo)}>
        {r.appNo}
      </Button>
    ),
  };
}

/** A paged list query's answer as DataTable props: the page's rows, the total, loading, the failure and 重试. */
export function pageTableProps<R>(q: { data?: { rows: R[]; total: number } | undefined; error?: unknown; isLoading: boolean; mutate: () => unknown }) {
  return { rows: q.data?.rows ?? [], total: q.data?.total ?? 0, loading: q.isLoading, error: q.error ? failureMessage(q.error) : undefined, onRetry: () => void q.mutate() };
}

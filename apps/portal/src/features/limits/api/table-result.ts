/** What `DataTable` shows of a page read (SWR): its rows and total, loading, the failure and 重试. */
export function tableResult<R>(read: { data?: { rows: R[]; total: number } | undefined; error?: unknown; isLoading: boolean; mutate: () => unknown }) {
  return {
    rows: read.data?.rows ?? [],
    total: read.data?.total ?? 0,
    loading: read.isLoading,
    error: read.error instanceof Error ? read.error.message : undefined,
    onRetry: () => void read.mutate(),
  };
}

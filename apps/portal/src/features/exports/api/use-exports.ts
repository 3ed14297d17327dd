import { useSWRConfig } from 'swr';
import { readsOf, useApiClient, useEndpoint } from '@scf/api';
import { exportEndpoints } from '@scf/api/contract';
import type { ExportJob } from '@scf/api/contract';
import { downloadExport, useList } from '../../../lib/list';
import { useBusy } from '../../../lib/write';

/** How often 导出记录 reads again while an export is queued or running (its 进度). */
export const POLL_MS = 2_000;

const NO_FILTERS = [] as const;
const SORTABLE = ['createdAt'] as const;
export const EXPORT_LIST = { filters: NO_FILTERS, sortable: SORTABLE } as const;

const running = (rows: readonly ExportJob[] | undefined) => Boolean(rows?.some((j) => j.status === 'QUEUED' || j.status === 'RUNNING'));

/** 导出记录's page; it polls while one of its exports is still being written. */
export function useExportJobs() {
  const list = useList(EXPORT_LIST);
  const body = { page: list.query.page, size: list.query.size };
  const read = useEndpoint(exportEndpoints.list, { body }, { keepPreviousData: true, refreshInterval: (data) => (running(data?.rows) ? POLL_MS : 0) });
  return { list, read };
}

/** 下载中心's page: the user's finished files. */
export function useDownloadFiles() {
  const list = useList(EXPORT_LIST);
  const read = useEndpoint(exportEndpoints.files, { body: { page: list.query.page, size: list.query.size } }, { keepPreviousData: true });
  return { list, read };
}

/** 下载 · 取消 · 重新导出: each reads the export lists again afterwards. */
export function useExportActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { busy, run } = useBusy();
  const after = () => Promise.all([mutate(readsOf(exportEndpoints.list)), mutate(readsOf(exportEndpoints.files))]);
  const act = <T>(call: () => Promise<T>) =>
    run(async () => {
      const result = await call();
      await after();
      return result;
    });
  return {
    busy,
    download: (exportNo: string) => run(() => downloadExport(client, exportNo)),
    cancel: (exportNo: string) => act(() => client.call(exportEndpoints.cancel, { params: { exportNo } })),
    retry: (exportNo: string) => act(() => client.call(exportEndpoints.retry, { params: { exportNo } })),
  };
}

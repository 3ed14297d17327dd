import { EXPORT_TEXT } from '@scf/api/contract';
import type { ExportJob } from '@scf/api/contract';
import { useToast } from '@scf/ui';
import { tableResult, tableState } from '../../../lib/list';
import { ToastPage } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { useExportActions, useExportJobs } from '../api/use-exports';
import { ExportTable } from '../components/export-table';

/** `/my/export` 导出记录 (domain-lines.md §16.6): the user's exports with their 进度, read again while one runs. */
export default function ExportRecordPage() {
  return (
    <ToastPage>
      <ExportRecords />
    </ToastPage>
  );
}

function ExportRecords() {
  const { list, read } = useExportJobs();
  const actions = useExportActions();
  const toast = useToast();
  const act = (what: () => Promise<unknown>, done: string) =>
    what().then(
      () => toast.success(done),
      (e: unknown) => toast.error(failureMessage(e)),
    );
  const retry = (j: ExportJob) =>
    actions.retry(j.exportNo).then(
      (r) => toast.success(r?.mode === 'JOB' ? EXPORT_TEXT.queued : `${EXPORT_TEXT.generated}：${r?.job.fileName ?? ''}`),
      (e: unknown) => toast.error(failureMessage(e)),
    );
  return (
    <ExportTable
      {...tableResult(read)}
      onDownload={(j) => void act(() => actions.download(j.exportNo), '下载已开始')}
      onCancel={(j) => void act(() => actions.cancel(j.exportNo), '已取消导出')}
      onRedo={(j) => void retry(j)}
      {...tableState(list)}
    />
  );
}

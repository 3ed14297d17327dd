import { useToast } from '@scf/ui';
import { tableResult, tableState } from '../../../lib/list';
import { ToastPage } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { useDownloadFiles, useExportActions } from '../api/use-exports';
import { FileTable } from '../components/file-table';

/** `/my/download-center` 下载中心 (domain-lines.md §16.6): the user's files ready to download, with their SHA-256. */
export default function DownloadCenterPage() {
  return (
    <ToastPage>
      <DownloadCenter />
    </ToastPage>
  );
}

function DownloadCenter() {
  const { list, read } = useDownloadFiles();
  const actions = useExportActions();
  const toast = useToast();
  return (
    <FileTable
      {...tableResult(read)}
      onDownload={(f) => void actions.download(f.exportNo).catch((e: unknown) => toast.error(failureMessage(e)))}
      {...tableState(list)}
    />
  );
}

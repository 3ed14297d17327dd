import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '@scf/api';
import { EXPORT_TEXT, exportEndpoints } from '@scf/api/contract';
import type { ExportRequest } from '@scf/api/contract';
import { Button } from '@scf/ui';
import { downloadExport } from '../../../lib/list/download-export';
import { failureMessage, useBusy } from '../../../lib/write';
import type { ArchiveSide } from '../api/abs-files-calls';

type Note = { kind: 'queued' } | { kind: 'text'; text: string } | null;

export interface PackageButtonProps {
  side: ArchiveSide;
  receivableNos: readonly string[];
}

/**
 * 下载文件包 (domain-lines.md §18.3) through the download centre: an export job (ABS文件包) whose file is a zip of the
 * ticked receivables' documents; a ready file downloads at once and stays on 下载中心, a queued one says where to look.
 */
export function PackageButton({ side, receivableNos }: PackageButtonProps) {
  const client = useApiClient();
  const { busy, run } = useBusy();
  const [note, setNote] = useState<Note>(null);
  const start = () =>
    run(async () => {
      setNote(null);
      try {
        const body: ExportRequest = { source: 'abs-file-package', filters: { side, receivableNos: [...receivableNos] } };
        const started = await client.call(exportEndpoints.start, { body });
        if (started.mode === 'JOB') return setNote({ kind: 'queued' });
        await downloadExport(client, started.job.exportNo);
        return setNote({ kind: 'text', text: `已生成 ${started.job.fileName ?? ''}，可在下载中心再次下载` });
      } catch (e) {
        return setNote({ kind: 'text', text: `下载失败：${failureMessage(e)}` });
      }
    });
  return (
    <>
      <Button disabled={receivableNos.length === 0} loading={busy} onClick={() => void start()}>
        下载文件包
      </Button>
      <span>{receivableNos.length > 0 ? `已选 ${receivableNos.length} 笔` : '勾选应收账款后下载其全部文件'}</span>
      {note ? (
        <span role="status">
          {note.kind === 'queued' ? (
            <>
              {EXPORT_TEXT.queued} <Link to="/my/export">{EXPORT_TEXT.progressLink}</Link>
            </>
          ) : (
            note.text
          )}
        </span>
      ) : null}
    </>
  );
}

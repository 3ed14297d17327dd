import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApiClient } from '@scf/api';
import { EXPORT_TEXT, exportEndpoints } from '@scf/api/contract';
import type { ExportRequest } from '@scf/api/contract';
import { Button } from '@scf/ui';
import { InfoNote } from '../page';
import { failureMessage, useBusy } from '../write';
import { downloadExport } from './download-export';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin-bottom: 12px;
`;

type Note = { kind: 'queued' } | { kind: 'text'; text: string } | null;

export interface ExportButtonProps {
  /** The list and the very filters the screen shows. */
  request: ExportRequest;
}

/**
 * 导出 of a list (domain-lines.md §16.6): the server counts the rows under the screen's filters; a few download at
 * once, more become a job of the download centre (查看进度 leads to 导出记录), too many are refused with its words.
 */
export function ExportButton({ request }: ExportButtonProps) {
  const client = useApiClient();
  const { busy, run } = useBusy();
  const [note, setNote] = useState<Note>(null);
  const exportNow = () =>
    run(async () => {
      setNote(null);
      try {
        const { mode } = await client.call(exportEndpoints.count, { body: request });
        if (mode === 'REFUSED') return setNote({ kind: 'text', text: EXPORT_TEXT.tooMany });
        const started = await client.call(exportEndpoints.start, { body: request });
        if (started.mode === 'JOB') return setNote({ kind: 'queued' });
        await downloadExport(client, started.job.exportNo);
        return setNote({ kind: 'text', text: `已导出 ${started.job.fileName ?? ''}` });
      } catch (e) {
        return setNote({ kind: 'text', text: `导出失败：${failureMessage(e)}` });
      }
    });
  return (
    <Bar>
      <Button loading={busy} onClick={() => void exportNow()}>
        导出
      </Button>
      {note ? (
        <InfoNote role="status">
          {note.kind === 'queued' ? (
            <>
              {EXPORT_TEXT.queued} <Link to="/my/export">{EXPORT_TEXT.progressLink}</Link>
            </>
          ) : (
            note.text
          )}
        </InfoNote>
      ) : null}
    </Bar>
  );
}

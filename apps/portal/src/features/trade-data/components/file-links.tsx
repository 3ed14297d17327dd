import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { fileEndpoints, fillPath } from '@scf/api/contract';
import type { TradeFile } from '@scf/api/contract';
import { useApiClient } from '@scf/api';
import { Button, FilePreviewer, createPreviewResolver } from '@scf/ui';

const List = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px 8px;
`;

/** A document's files as links that open the previewer (image zoom/rotate, PDF pages); 无 when there are none. */
export function FileLinks({ files }: { files: readonly TradeFile[] }) {
  const client = useApiClient();
  const [open, setOpen] = useState<TradeFile | null>(null);
  const resolve = useMemo(() => createPreviewResolver((r) => client.call(fileEndpoints.preview, { params: { id: r.pkFile }, body: r })), [client]);
  if (files.length === 0) return <span>无</span>;
  return (
    <List>
      {files.map((f) => (
        <Button key={f.pkFile} variant="link" onClick={() => setOpen(f)} aria-label={`预览${f.fileName}`}>
          {f.fileName}
        </Button>
      ))}
      <FilePreviewer
        open={open !== null}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        file={open}
        resolvePreview={resolve}
        {...(open ? { downloadUrl: fillPath(fileEndpoints.download.path, { id: open.pkFile }), title: open.fileName } : {})}
      />
    </List>
  );
}

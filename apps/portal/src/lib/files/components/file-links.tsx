import { useState } from 'react';
import { styled } from 'styled-components';
import type { TradeFile } from '@scf/api/contract';
import { Button } from '@scf/ui';
import { StoredFilePreviewer } from './file-link';

const List = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px 8px;
`;

/** A document's files as links that open the previewer (image zoom/rotate, PDF pages); 无 when there are none. */
export function FileLinks({ files }: { files: readonly TradeFile[] }) {
  const [open, setOpen] = useState<TradeFile | null>(null);
  if (files.length === 0) return <span>无</span>;
  return (
    <List>
      {files.map((f) => (
        <Button key={f.pkFile} variant="link" onClick={() => setOpen(f)} aria-label={`预览${f.fileName}`}>
          {f.fileName}
        </Button>
      ))}
      <StoredFilePreviewer file={open} onClose={() => setOpen(null)} />
    </List>
  );
}

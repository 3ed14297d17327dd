import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { useApiClient } from '@scf/api';
import { fileEndpoints } from '@scf/api/contract';
import type { ThumbnailType } from '@scf/api/contract';
import { cssVar } from '@scf/ui';
import { FilePreviewer, createPreviewResolver } from '@scf/ui/file-previewer';

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${cssVar('primaryColor')};
  font: inherit;
  cursor: pointer;
  text-align: left;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: 2px;
  }
`;

export interface StoredFileRef {
  pkFile: string;
  /** Shown as the link's text and the previewer's title. */
  fileName: string;
  /** When known; the preview endpoint tells it otherwise. */
  mimeType?: string;
}

/** The preview resolver and download link of stored files through the server (never a URL built from a name). */
export function useStoredFilePreview(thumbnailType: ThumbnailType = 'ORIGINAL') {
  const client = useApiClient();
  return useMemo(
    () => ({
      resolvePreview: createPreviewResolver((request) => client.call(fileEndpoints.preview, { params: { id: request.pkFile }, body: request }), thumbnailType),
      downloadUrl: (pkFile: string) => client.url(fileEndpoints.download, { params: { id: pkFile } }),
    }),
    [client, thumbnailType],
  );
}

/** The FilePreviewer on a stored file (null: closed), loading it through the preview endpoint. */
export function StoredFilePreviewer({ file, onClose }: { file: StoredFileRef | null; onClose(): void }) {
  const { resolvePreview, downloadUrl } = useStoredFilePreview();
  return (
    <FilePreviewer
      open={file !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      file={file ? { pkFile: file.pkFile, url: '', mimeType: file.mimeType ?? '', fileName: file.fileName } : null}
      resolvePreview={resolvePreview}
      {...(file ? { downloadUrl: downloadUrl(file.pkFile), title: file.fileName } : {})}
    />
  );
}

/**
 * A stored file's name as a link that opens it in the FilePreviewer (images with zoom and rotate, PDFs page by page,
 * anything else as a download), through `POST /v1/sys/tools/files/{id}/preview`.
 */
export function FileLink({ file }: { file: StoredFileRef }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LinkButton type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {file.fileName}
      </LinkButton>
      <StoredFilePreviewer file={open ? file : null} onClose={() => setOpen(false)} />
    </>
  );
}

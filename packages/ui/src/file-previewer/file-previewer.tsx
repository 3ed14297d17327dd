import { Suspense, lazy, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { filePreviewerMessages as m } from './file-previewer.messages';
import { Body, DownloadLink, FileTitle, StatusText } from './file-previewer.styles';
import { ImageViewer } from './image-viewer';
import { previewKind } from './preview-kind';
import { safeFileUrl } from './safe-file-url';
import { usePreviewSource } from './use-preview-source';
import type { PreviewFile, PreviewResolver } from './use-preview-source';

// A separate chunk: pdf.js and its worker load only when a PDF is opened (design.md §7).
const PdfViewer = lazy(() => import('./pdf-viewer'));
const DEFAULT_PDF_WIDTH = 800;

export interface FilePreviewerProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false on close (button, Escape, click outside). */
  onOpenChange(open: boolean): void;
  /** The file record to preview (`pkFile`, `url`, `mimeType`); null shows nothing. */
  file: PreviewFile | null;
  /**
   * Where to load the preview from, e.g. `createPreviewResolver((r) => client.files.preview(r))`. Without it the
   * record's own `url` is used. Memoise it: a new function re-fetches.
   */
  resolvePreview?: PreviewResolver;
  /** The download link of an unsupported file (e.g. `client.files.downloadUrl(pkFile)`); the record's url otherwise. */
  downloadUrl?: string;
  /** Dialog title; the file name, else 文件预览. */
  title?: string;
}

function usePageWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_PDF_WIDTH);
  useLayoutEffect(() => {
    const measured = ref.current?.clientWidth ?? 0;
    // 24 px of page padding; jsdom and hidden containers measure 0, hence the default.
    if (measured > 0) setWidth(Math.min(1200, measured - 24));
  }, []);
  return { ref, width };
}

function Preview({ file, resolvePreview, downloadUrl }: Pick<FilePreviewerProps, 'resolvePreview' | 'downloadUrl'> & { file: PreviewFile }) {
  const source = usePreviewSource(file, resolvePreview);
  const { ref, width } = usePageWidth();
  const kind = previewKind(source.mimeType, file.fileName);
  const alt = file.fileName ?? m.title;

  let content;
  // The PDF scrolls inside the body: it must take keyboard focus to scroll with the arrow keys (axe
  // scrollable-region-focusable).
  const scrollable = !source.loading && kind === 'pdf' && source.url !== '';
  if (source.loading) content = <StatusText role="status">{m.loading}</StatusText>;
  else if (kind === 'image') content = <ImageViewer key={source.url} url={source.url} alt={alt} />;
  else if (kind === 'pdf' && source.url) {
    content = (
      <Suspense fallback={<StatusText role="status">{m.loading}</StatusText>}>
        <PdfViewer url={source.url} width={width} />
      </Suspense>
    );
  } else {
    const href = safeFileUrl(downloadUrl ?? file.url);
    content = (
      <StatusText>
        {m.unsupported}
        {href ? (
          <>
            {' '}
            <DownloadLink href={href} download={file.fileName ?? ''} rel="noopener">
              {m.download}
            </DownloadLink>
          </>
        ) : null}
      </StatusText>
    );
  }
  return (
    <Body ref={ref} flush {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': alt } : {})}>
      {content}
    </Body>
  );
}

/** The shared file-preview dialog (spec §2): image viewer, PDF viewer, or 该格式暂不支持预览 with a download link. */
export function FilePreviewer({ open, onOpenChange, file, resolvePreview, downloadUrl, title }: FilePreviewerProps) {
  return (
    <Dialog.Root open={open && file !== null} onOpenChange={onOpenChange}>
      <Dialog.Content size="full">
        <Dialog.Header divided>
          <FileTitle>{title ?? file?.fileName ?? m.title}</FileTitle>
          <Dialog.Close asChild>
            <Button variant="link">{m.close}</Button>
          </Dialog.Close>
        </Dialog.Header>
        {file ? <Preview file={file} resolvePreview={resolvePreview} downloadUrl={downloadUrl} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

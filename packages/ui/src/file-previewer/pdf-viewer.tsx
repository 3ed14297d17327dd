// The only module that imports react-pdf: it is loaded with React.lazy, so pdf.js (≈ 418 KB) and its worker stay
// out of every bundle that never opens a PDF (design.md §7).
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { createCMapReaderFactory } from './cmap-reader';
import { filePreviewerMessages as m } from './file-previewer.messages';
import { PdfPages, StatusText } from './file-previewer.styles';
import { LazyPage } from './lazy-page';

// Bundled locally (toolchain.md): the host's bundler emits the worker file; nothing is fetched from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

// One stable object: react-pdf reloads the document whenever `options` changes identity. No eval: the CSP has no
// 'unsafe-eval' (security.md §1.4), and pdf.js's probe would only file a violation report.
const PDF_OPTIONS = { CMapReaderFactory: createCMapReaderFactory(), cMapPacked: true, useWorkerFetch: false, isEvalSupported: false };

export interface PdfViewerProps {
  url: string;
  /** Page width in CSS px. */
  width: number;
}

/** All pages of a PDF, each rendered when scrolled near. Text and annotation layers are off: pages are images. */
export default function PdfViewer({ url, width }: PdfViewerProps) {
  const [pageCount, setPageCount] = useState(0);
  return (
    <Document
      file={url}
      options={PDF_OPTIONS}
      onLoadSuccess={(doc) => setPageCount(doc.numPages)}
      loading={<StatusText role="status">{m.loading}</StatusText>}
      error={<StatusText role="alert">{m.pdfError}</StatusText>}
    >
      <StatusText>{m.pages(pageCount)}</StatusText>
      <PdfPages>
        {Array.from({ length: pageCount }, (_, i) => (
          <LazyPage key={i} label={m.page(i + 1)} estimatedHeight={Math.round(width * 1.414)}>
            <Page pageNumber={i + 1} width={width} renderTextLayer={false} renderAnnotationLayer={false} />
          </LazyPage>
        ))}
      </PdfPages>
    </Document>
  );
}

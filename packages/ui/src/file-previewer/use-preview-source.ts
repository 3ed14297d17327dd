import { useEffect, useRef, useState } from 'react';
import { safeFileUrl } from './safe-file-url';

/** A stored file (spec §3 file record); `fileName` only labels the dialog and guesses a type. */
export interface PreviewFile {
  pkFile: string;
  url: string;
  mimeType: string;
  fileName?: string;
}

/** What a preview resolver answers: the preview call's `url`/`mimeType`, and its envelope `code` when it has one. */
export interface PreviewSource {
  url: string;
  mimeType: string;
  code?: string | number;
}

/**
 * Asks the server where to load the preview from (the host wires `POST /v1/sys/tools/files/{id}/preview`, e.g.
 * through `createPreviewResolver`). A rejection or a non-zero code clears the url (spec §8).
 */
export type PreviewResolver = (file: PreviewFile, signal: AbortSignal) => Promise<PreviewSource>;

export interface PreviewState {
  loading: boolean;
  url: string;
  mimeType: string;
}

const isSuccess = (code: PreviewSource['code']) => code === undefined || String(code) === '0';

/** The url and type to show for `file`: its own, or the resolver's answer once it arrives. */
export function usePreviewSource(file: PreviewFile | null, resolve: PreviewResolver | undefined): PreviewState {
  const [state, setState] = useState<PreviewState>({ loading: false, url: '', mimeType: '' });
  // Keyed by content, not identity: a host that rebuilds the record on every render must not re-fetch each time.
  const key = file ? `${file.pkFile}\n${file.url}\n${file.mimeType}` : '';
  const fileRef = useRef(file);
  fileRef.current = file;

  useEffect(() => {
    const file = fileRef.current;
    if (!file) {
      setState({ loading: false, url: '', mimeType: '' });
      return undefined;
    }
    if (!resolve) {
      setState({ loading: false, url: safeFileUrl(file.url), mimeType: file.mimeType });
      return undefined;
    }
    const controller = new AbortController();
    setState({ loading: true, url: '', mimeType: file.mimeType });
    resolve(file, controller.signal).then(
      (source) => {
        if (controller.signal.aborted) return;
        const url = isSuccess(source.code) ? safeFileUrl(source.url) : '';
        setState({ loading: false, url, mimeType: source.mimeType || file.mimeType });
      },
      () => {
        if (!controller.signal.aborted) setState({ loading: false, url: '', mimeType: file.mimeType });
      },
    );
    return () => controller.abort();
  }, [key, resolve]);

  return state;
}

import type { UploadOptions } from './upload-adapter';

export interface PostResult {
  status: number;
  body: string;
}

/** Sends a form somewhere that is not our API (fetch has no upload progress, hence XMLHttpRequest). */
export type PostForm = (url: string, form: FormData, options: UploadOptions) => Promise<PostResult>;

/**
 * POST with progress and abort. No cookies and none of our API headers go along: the OSS policy is the only
 * authority for this request (security.md §1.6). Rejects on network failure or abort, resolves on any status.
 */
export const xhrPost: PostForm = (url, form, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      resolve({ status: xhr.status, body: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
    };
    xhr.onerror = () => {
      signal.removeEventListener('abort', abort);
      reject(new TypeError('network error'));
    };
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });

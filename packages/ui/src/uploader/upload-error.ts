import { uploaderMessages as m } from './uploader.messages';

/**
 * Why a file was not uploaded (spec §8 upload error types, plus `count` for the max-count check at selection):
 * size and extension are checked before upload; config is a missing/invalid policy; upload is the transfer;
 * callback is an unusable answer from the OSS callback.
 */
export type UploadErrorKind = 'size' | 'extension' | 'count' | 'config' | 'upload' | 'callback';

export const UPLOAD_ERROR_CODE: Readonly<Record<UploadErrorKind, string>> = {
  size: 'UPLOAD_SIZE',
  extension: 'UPLOAD_EXTENSION',
  count: 'UPLOAD_COUNT',
  config: 'UPLOAD_CONFIG',
  upload: 'UPLOAD_FAILED',
  callback: 'UPLOAD_CALLBACK',
};

/** A typed upload failure; `message` is the zh-CN text to show, `code` is stable for logs and tests. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly code: string;
  /** The file it concerns, when there is one. */
  readonly fileName: string | undefined;
  constructor(
    readonly kind: UploadErrorKind,
    message: string = kind === 'callback' ? m.callback : kind === 'config' ? m.config : m.upload,
    options?: { cause?: unknown; fileName?: string },
  ) {
    super(message, options);
    this.code = UPLOAD_ERROR_CODE[kind];
    this.fileName = options?.fileName;
  }
}

/** An upload cancelled by remove or replace: not an error to show. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: unknown } | null)?.name === 'AbortError';
}

import type { FileRecord } from '@scf/api/contract';

export interface UploadOptions {
  /** Progress in percent, 0–100. */
  onProgress(percent: number): void;
  /** Aborted when the user removes or replaces the file mid-upload. */
  signal: AbortSignal;
}

/**
 * How the Uploader sends one file; the same component uploads through an OSS post policy or to `/v1/files`.
 * Reject with an `UploadError` (kind config, upload or callback) to choose the message shown.
 */
export interface UploadAdapter {
  upload(file: File, options: UploadOptions): Promise<FileRecord>;
}

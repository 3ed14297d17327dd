import type { FileRecord } from '@scf/api/contract';
import { UploadError, isAbort } from './upload-error';
import type { UploadAdapter } from './upload-adapter';

/**
 * The typed client's `files.upload` (`POST /v1/files?fileName[&key]`, multipart, signed with body ''); `key` is the
 * object key of a `useOss: false` post policy, when the upload is made under one.
 */
export type LocalUpload = (file: Blob, fileName: string, key?: string) => Promise<FileRecord>;

export interface LocalUploadAdapterOptions {
  /** Message shown on failure; 上传失败 when omitted (the portal may add its online-chat hint, spec §8). */
  failureMessage?: string;
}

/**
 * Uploads to `/v1/files` through the API client: `createLocalUploadAdapter((f, n) => client.files.upload(f, n))`.
 * The client uses fetch, which reports no upload progress: progress jumps from 0 to 100, and an abort only stops
 * the result from being used (the request itself runs to its end).
 */
export function createLocalUploadAdapter(upload: LocalUpload, options: LocalUploadAdapterOptions = {}): UploadAdapter {
  return {
    async upload(file, { onProgress, signal }) {
      onProgress(0);
      let record: FileRecord;
      try {
        record = await upload(file, file.name);
      } catch (cause) {
        if (isAbort(cause)) throw cause;
        throw new UploadError('upload', options.failureMessage, { cause, fileName: file.name });
      }
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      onProgress(100);
      return record;
    },
  };
}

import { SUCCESS_CODE, anyEnvelope, fileRecordSchema } from '@scf/api/contract';
import type { FileRecord, UploadPolicy } from '@scf/api/contract';
import { safeFileUrl } from '../file-previewer/safe-file-url';
import { UploadError, isAbort } from './upload-error';
import type { UploadAdapter } from './upload-adapter';
import type { LocalUpload } from './local-upload-adapter';
import { xhrPost } from './xhr-post';
import type { PostForm } from './xhr-post';

export interface OssUploadAdapterOptions {
  /** The typed client's `files.postPolicy` (`POST /v1/files/oss/sts/upload/post-policys {localFileName}`). */
  postPolicy(localFileName: string): Promise<UploadPolicy>;
  /** `@scf/api`'s `ossPostForm`: the policy fields exactly as received, file last. */
  buildForm(policy: UploadPolicy, file: Blob, fileName: string): FormData;
  /** The client's `files.upload`, used when the policy says `useOss: false` (embedded mode), with the policy's key. */
  uploadLocal?: LocalUpload;
  /**
   * The client's `files.callback` (`POST /v1/files/oss/callback {callback}`): after the bucket took the form, the
   * server checks its signed token and the object and answers the file record. Without it the bucket's own answer
   * is read as the callback's (an OSS that calls the server back itself).
   */
  confirm?(callback: string): Promise<FileRecord>;
  /** Message of an upload failure; 上传失败 when omitted. */
  failureMessage?: string;
  /** How the form is sent; XMLHttpRequest with progress by default (replaceable in tests). */
  post?: PostForm;
}

/** The OSS callback answers with our envelope around the new file record; anything else is a callback error. */
function parseCallback(body: string, fileName: string): FileRecord {
  try {
    const env = anyEnvelope.parse(JSON.parse(body));
    if (env.code === SUCCESS_CODE) return fileRecordSchema.parse(env.data);
  } catch (cause) {
    throw new UploadError('callback', undefined, { cause, fileName });
  }
  throw new UploadError('callback', undefined, { fileName });
}

/**
 * Uploads through an OSS post policy (spec §7): fetch the policy, POST the form to the policy's URL with progress,
 * read the file record from the callback's answer. Failure kinds: config (no usable policy), upload (transfer or
 * HTTP status), callback (回调函数错误).
 */
export function createOssUploadAdapter(options: OssUploadAdapterOptions): UploadAdapter {
  const post = options.post ?? xhrPost;
  return {
    async upload(file, { onProgress, signal }) {
      let policy: UploadPolicy;
      try {
        policy = await options.postPolicy(file.name);
      } catch (cause) {
        throw new UploadError('config', undefined, { cause, fileName: file.name });
      }
      if (!policy.useOss) {
        if (!options.uploadLocal) throw new UploadError('config', undefined, { fileName: file.name });
        onProgress(0);
        try {
          const record = await options.uploadLocal(file, file.name, policy.fileName || undefined);
          onProgress(100);
          return record;
        } catch (cause) {
          throw new UploadError('upload', options.failureMessage, { cause, fileName: file.name });
        }
      }
      // The policy URL becomes a request target: only http(s), never a javascript: or data: URL.
      if (!safeFileUrl(policy.url) || policy.url.startsWith('blob:')) throw new UploadError('config', undefined, { fileName: file.name });
      let result;
      try {
        result = await post(policy.url, options.buildForm(policy, file, file.name), { onProgress, signal });
      } catch (cause) {
        if (isAbort(cause)) throw cause;
        throw new UploadError('upload', options.failureMessage, { cause, fileName: file.name });
      }
      if (result.status < 200 || result.status >= 300) throw new UploadError('upload', options.failureMessage, { fileName: file.name });
      let record: FileRecord;
      if (options.confirm) {
        try {
          record = await options.confirm(policy.callback);
        } catch (cause) {
          throw new UploadError('callback', undefined, { cause, fileName: file.name });
        }
      } else record = parseCallback(result.body, file.name);
      onProgress(100);
      return record;
    },
  };
}

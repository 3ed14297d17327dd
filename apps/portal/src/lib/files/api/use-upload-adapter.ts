import { useMemo } from 'react';
import { ossPostForm, uploadFile, useApiClient, useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { fileEndpoints } from '@scf/api/contract';
import type { UploadRulesConfig } from '@scf/api/contract';
import { DEFAULT_EXTENSIONS, DEFAULT_MAX_SIZE_KB, createOssUploadAdapter } from '@scf/ui';
import type { UploadAdapter } from '@scf/ui';

export interface UploadAdapterOptions {
  /** Message of an upload failure; 上传失败 when omitted. */
  failureMessage?: string;
}

/**
 * The one way a screen uploads (security.md §1.6): ask the post policy for the file's name, then either post the
 * policy's fields exactly as received to the bucket and confirm with its signed callback (`useOss: true`), or upload
 * to `/v1/files` under the policy's key (`useOss: false`, the local store enforcing the same policy).
 */
export function createUploadAdapter(client: ApiClient, options: UploadAdapterOptions = {}): UploadAdapter {
  return createOssUploadAdapter({
    postPolicy: (localFileName) => client.call(fileEndpoints.postPolicy, { body: { localFileName } }),
    buildForm: ossPostForm,
    uploadLocal: (file, fileName, key) => uploadFile(client, file, fileName, key),
    confirm: (callback) => client.call(fileEndpoints.callback, { body: { callback } }),
    ...(options.failureMessage ? { failureMessage: options.failureMessage } : {}),
  });
}

/** `createUploadAdapter` on the app's client, stable across renders. */
export function useUploadAdapter(options: UploadAdapterOptions = {}): UploadAdapter {
  const client = useApiClient();
  const { failureMessage } = options;
  return useMemo(() => createUploadAdapter(client, failureMessage ? { failureMessage } : {}), [client, failureMessage]);
}

/** The spec's defaults, shown until the server's rules arrive (and if they cannot be read). */
export const DEFAULT_UPLOAD_RULES: UploadRulesConfig = { extensions: [...DEFAULT_EXTENSIONS], maxSizeKb: DEFAULT_MAX_SIZE_KB, sizeOverridesKb: {} };

/**
 * The extensions and size limits the server enforces (`GET /v1/files/upload-rules`), for the Uploader's
 * `extensions`, `maxSizeKb` and `sizeOverridesKb`, so a file the server would refuse is refused before it is sent.
 */
export function useUploadRules(): UploadRulesConfig {
  const { data } = useEndpoint(fileEndpoints.rules, {}, { revalidateOnFocus: false });
  return data ?? DEFAULT_UPLOAD_RULES;
}

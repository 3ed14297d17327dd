import { useMemo } from 'react';
import { uploadFile, useApiClient } from '@scf/api';
import { createLocalUploadAdapter } from '@scf/ui';
import type { UploadAdapter } from '@scf/ui';

/**
 * The one place the trade-data screens make their upload adapter: straight to `/v1/files` for now. The OSS-aware
 * hook (post policy first) replaces this body, and every uploader of the feature follows.
 */
export function useTradeUploadAdapter(): UploadAdapter {
  const client = useApiClient();
  return useMemo(() => createLocalUploadAdapter((file, name) => uploadFile(client, file, name)), [client]);
}

import type { PreviewRequest, PreviewResponse, ThumbnailType } from '@scf/api/contract';
import type { PreviewResolver } from './use-preview-source';

/**
 * A resolver on the typed client's `files.preview` (`POST /v1/sys/tools/files/{id}/preview`):
 * `createPreviewResolver((req) => client.files.preview(req))`. The client throws on a non-zero code, which the
 * previewer turns into a cleared url (spec §8).
 */
export function createPreviewResolver(
  preview: (request: PreviewRequest) => Promise<PreviewResponse>,
  thumbnailType: ThumbnailType = 'ORIGINAL',
): PreviewResolver {
  return async (file) => {
    const res = await preview({ pkFile: file.pkFile, thumbnailType });
    return { url: res.url, mimeType: res.mimeType };
  };
}

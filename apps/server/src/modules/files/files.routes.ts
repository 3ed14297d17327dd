import { fileEndpoints } from '@scf/api/contract';
import { LINK_READ, defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { readSingleFile } from '../../platform/http/multipart';
import { downloadFile, localUploadPolicy, presignedDownload, previewFile, snapshotFile, storeUpload } from './files.service';

/** The file store (spec §3, §7; security.md §1.6). Downloads and snapshots are links the browser follows. */
export const fileRoutes: readonly ApiRoute[] = [
  defineRoute(fileEndpoints.upload, {
    access: 'session',
    handler: ({ env, actor, query, request }) => storeUpload(env, actor, query.fileName, (maxBytes) => readSingleFile(request, maxBytes)),
  }),
  defineRoute(fileEndpoints.postPolicy, { access: 'session', handler: async ({ body }) => localUploadPolicy(body.localFileName) }),
  defineRoute(fileEndpoints.presignedDownload, { access: 'session', handler: ({ env, actor, body }) => presignedDownload(env, actor, body.pkFile) }),
  defineRoute(fileEndpoints.preview, { access: 'session', handler: ({ env, actor, params, body }) => previewFile(env, actor, params.id, body) }),
  defineRoute(fileEndpoints.download, { ...LINK_READ, handler: ({ env, actor, params }) => downloadFile(env, actor, params.id) }),
  defineRoute(fileEndpoints.namedDownload, { ...LINK_READ, handler: ({ env, actor, params }) => downloadFile(env, actor, params.id, params.name) }),
  defineRoute(fileEndpoints.snapshot, { ...LINK_READ, handler: ({ env, actor, params }) => snapshotFile(env, actor, params.id) }),
];

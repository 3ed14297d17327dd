import { fileEndpoints } from '@scf/api/contract';
import type { ThumbnailType } from '@scf/api/contract';
import { LINK_READ, defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import type { PlatformServices } from '../../platform/http/platform-services';
import { readSingleFile } from '../../platform/http/multipart';
import { downloadFile, presignedDownload, previewFile, snapshotFile } from './files.download';
import { confirmUpload, issuePolicy } from './files.policy';
import { storeUpload, uploadRules } from './files.service';
import type { FileStoreDeps } from './files.service';

/** The bucket (when configured) and the callback key, from the platform services. */
const deps = ({ services }: { services: PlatformServices }): FileStoreDeps => ({ oss: services.oss, callbackKey: services.secrets.xsrfKey });

/** The file store (spec §3, §7; security.md §1.6). Downloads and snapshots are links the browser follows. */
export const fileRoutes: readonly ApiRoute[] = [
  defineRoute(fileEndpoints.upload, {
    access: 'session',
    handler: ({ env, actor, query, request }) => storeUpload(env, actor, query, (maxBytes) => readSingleFile(request, maxBytes)),
  }),
  defineRoute(fileEndpoints.postPolicy, { access: 'session', handler: (ctx) => issuePolicy(ctx.env, ctx.actor, deps(ctx), ctx.body.localFileName) }),
  defineRoute(fileEndpoints.callback, { access: 'session', handler: (ctx) => confirmUpload(ctx.env, ctx.actor, deps(ctx), ctx.body.callback) }),
  defineRoute(fileEndpoints.rules, { access: 'session', handler: ({ env }) => uploadRules(env) }),
  defineRoute(fileEndpoints.presignedDownload, { access: 'session', handler: (ctx) => presignedDownload(ctx.env, ctx.actor, deps(ctx), ctx.body.pkFile) }),
  defineRoute(fileEndpoints.preview, { access: 'session', handler: ({ env, actor, params, body }) => previewFile(env, actor, params.id, body) }),
  defineRoute(fileEndpoints.download, { ...LINK_READ, handler: (ctx) => downloadFile(ctx.env, ctx.actor, deps(ctx), ctx.params.id) }),
  defineRoute(fileEndpoints.namedDownload, { ...LINK_READ, handler: (ctx) => downloadFile(ctx.env, ctx.actor, deps(ctx), ctx.params.id, ctx.params.name) }),
  defineRoute(fileEndpoints.snapshot, {
    ...LINK_READ,
    handler: (ctx) => snapshotFile(ctx.env, ctx.actor, deps(ctx), ctx.params.id, ctx.params.type as ThumbnailType),
  }),
];

import { exportEndpoints } from '@scf/api/contract';
import { LINK_READ, defineRoute } from '../../platform/http/define-route';
import type { ApiRoute, RouteContext } from '../../platform/http/define-route';
import type { AnyEndpoint } from '@scf/api/contract';
import { cancelExport, countExport, download, listExports, listFiles, mintLink, retryExport, startExport } from './exports.service';
import type { ExportDeps } from './exports.service';

const e = exportEndpoints;
const deps = (ctx: RouteContext<AnyEndpoint>): ExportDeps => ({ demoTools: ctx.services.demoTools, now: () => ctx.clock.now() });

/**
 * 导出 and 下载中心 (domain-lines.md §16.6): any logged-in user exports the lists his role may read (each source checks
 * its own page) and sees only his own exports; the file is fetched by a per-click link with the session cookie.
 */
export const exportRoutes: readonly ApiRoute[] = [
  defineRoute(e.count, { access: 'session', handler: (ctx) => countExport(ctx.env, deps(ctx), ctx.actor, ctx.body) }),
  defineRoute(e.start, { access: 'session', handler: (ctx) => startExport(ctx.env, deps(ctx), ctx.actor, ctx.body) }),
  defineRoute(e.list, { access: { menu: '/my/export' }, handler: ({ db, actor, body }) => listExports(db, actor, body) }),
  defineRoute(e.files, { access: { menu: '/my/download-center' }, handler: ({ db, actor, body }) => listFiles(db, actor, body) }),
  defineRoute(e.cancel, { access: { menu: '/my/export' }, handler: ({ env, actor, params }) => cancelExport(env, actor, params.exportNo) }),
  defineRoute(e.retry, { access: { menu: '/my/export' }, handler: (ctx) => retryExport(ctx.env, deps(ctx), ctx.actor, ctx.params.exportNo) }),
  defineRoute(e.link, { access: 'session', handler: ({ env, actor, params }) => mintLink(env, actor, params.exportNo) }),
  defineRoute(e.download, { ...LINK_READ, handler: ({ env, actor, params }) => download(env, actor, params.token) }),
];

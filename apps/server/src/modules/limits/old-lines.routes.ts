import { oldLimitEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { oldLineDetail, oldLinesFor } from './old-lines.service';

/** 历史额度 (domain-lines.md §16.10, `/my/old-limit/*`): each call behind the page that makes it. */
export const oldLineRoutes: readonly ApiRoute[] = [
  defineRoute(oldLimitEndpoints.list, { access: { menu: '/my/old-limit/query' }, handler: ({ db, actor }) => oldLinesFor(db, actor) }),
  defineRoute(oldLimitEndpoints.detail, {
    access: { menu: '/my/old-limit/detail' },
    handler: ({ db, actor, params }) => oldLineDetail(db, actor, params.lineId),
  }),
];

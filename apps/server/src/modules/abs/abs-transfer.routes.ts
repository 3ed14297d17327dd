import { absEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as transfer from './abs-transfer.service';

/** Every party to a transfer reads it: the transferor's staff and the factor's (the service scopes it to their corporation). */
const PARTIES = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_QUERY', 'ROLE_CLIENT_MANAGER', 'ROLE_PRODUCT_MANAGER'] } as const;

/** The reads of the ABS转让 screens (domain-lines.md §18.3): 受让方 on ABS转让申请, a transfer's detail, 已办 on ABS转让审批. */
export const absTransferRoutes: readonly ApiRoute[] = [
  defineRoute(absEndpoints.transferFactors, { access: { menu: '/abs/transfer/apply' }, handler: ({ db, actor }) => transfer.transferFactors(db, actor) }),
  defineRoute(absEndpoints.transferDetail, {
    access: PARTIES,
    handler: ({ env, actor, params }) => transfer.transferDetail(env.db, actor, params.appNo, env.businessDate),
  }),
  defineRoute(absEndpoints.transferDone, {
    access: { menu: '/abs/transfer/approve' },
    handler: ({ db, actor, body }) => transfer.transferDone(db, actor, body),
  }),
];

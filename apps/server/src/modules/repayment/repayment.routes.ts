import { repaymentEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { confirmRepayment, listRepayments, repaymentOriginal } from './repayment.service';

const DIRECTOR = { role: ['ROLE_DIRECTOR'] } as const;

/** The repayment a director confirms with the key (spec §7 REPAYMENT signing original). */
export const repaymentRoutes: readonly ApiRoute[] = [
  defineRoute(repaymentEndpoints.list, { access: 'session', handler: ({ db, actor }) => listRepayments(db, actor) }),
  defineRoute(repaymentEndpoints.original, { access: DIRECTOR, handler: ({ env, actor, params }) => repaymentOriginal(env, actor, params.id) }),
  defineRoute(repaymentEndpoints.confirm, { access: DIRECTOR, handler: ({ env, actor, params, body }) => confirmRepayment(env, actor, params.id, body) }),
];

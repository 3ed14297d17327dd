import { SIGNING_ORIGINALS } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { contractOriginal } from './contract-sign.service';

/** The one CONTRACT_SIGN original route; the service checks the page of the contract the id names. */
export const contractSignRoutes: readonly ApiRoute[] = [
  defineRoute(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { access: 'session', handler: ({ env, actor, params }) => contractOriginal(env, actor, params.id) }),
];

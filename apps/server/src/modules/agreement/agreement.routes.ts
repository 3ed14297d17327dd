import { agreementEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { REGISTRATION_AGREEMENT } from './agreement-text';
import { agreementSigned, signAgreement } from './agreement.service';

/** The registration agreement the user must (re-)sign after login (spec §4). */
export const agreementRoutes: readonly ApiRoute[] = [
  defineRoute(agreementEndpoints.exists, { access: 'session', handler: ({ env, actor }) => agreementSigned(env, actor) }),
  defineRoute(agreementEndpoints.text, { access: 'session', handler: async () => REGISTRATION_AGREEMENT }),
  defineRoute(agreementEndpoints.create, { access: 'session', handler: ({ env, actor }) => signAgreement(env, actor) }),
];

import { verificationEndpoints } from '@scf/api/contract';
import { LINK_READ, defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { evidencePackage, signedSteps } from './evidence.service';

const e = verificationEndpoints;

/** 存证 and the signed steps of a credit's path (issue 26 items 9, 11): parties of the path only (the service checks). */
export const evidenceRoutes: readonly ApiRoute[] = [
  defineRoute(e.signedSteps, { access: 'session', handler: ({ env, actor, params }) => signedSteps(env, actor, params.creditNo) }),
  defineRoute(e.evidence, {
    ...LINK_READ,
    handler: ({ env, actor, params, services }) =>
      evidencePackage(env, { testCa: services.testCa, trustAnchors: services.trustAnchors }, actor, params.creditNo),
  }),
];

import { DEFAULT_SIGNATURE_RULES, signingEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { SOFT_CA_PROJECT_CODE, registrationOriginal } from './signing.service';

/** The signing switch, the algorithm rules and the registration original (spec §4, §7). */
export const signingRoutes: readonly ApiRoute[] = [
  defineRoute(signingEndpoints.switch, { access: 'session', handler: async ({ services }) => services.signingEnabled }),
  // The contract's table: the one the SDK falls back to and the server verifies with (platform/signing/signing-rules.ts).
  defineRoute(signingEndpoints.rules, { access: 'session', handler: async () => ({ rules: DEFAULT_SIGNATURE_RULES.map((r) => ({ ...r })) }) }),
  defineRoute(signingEndpoints.registrationOriginal, { access: 'session', handler: ({ env, actor }) => registrationOriginal(env, actor) }),
  defineRoute(signingEndpoints.softCaProjectCode, { access: 'session', handler: async () => SOFT_CA_PROJECT_CODE }),
];

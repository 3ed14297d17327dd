import { signingSwitchSchema } from '@scf/api/contract';
import { z } from 'zod';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { SOFT_CA_PROJECT_CODE } from '../signing/banks';
import { issueChallenge } from '../signing/challenge-store';
import { SIGNATURE_RULES } from '../signing/signing-rules';
import { currentRole, requireUser } from './require-user';

/** The business type of the registration challenge (key binding and soft-key proof of possession). */
export const REGISTRATION_CHALLENGE = 'CAS_REGISTER';

/** Certificate-authority switches and texts (spec §4, §7). */
export const CA_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/v1/auth/cfca/controls/enable',
    access: 'session',
    response: signingSwitchSchema,
    handler: async ({ services }) => services.signingEnabled,
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/auth/ccbca/rules',
    access: 'session',
    response: z.object({ rules: z.array(z.object({ serialPrefix: z.string(), certType: z.string(), alg: z.string() })) }),
    handler: async () => ({ rules: SIGNATURE_RULES.map((r) => ({ ...r })) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/auth/cas/add/info/original',
    access: 'session',
    response: z.string(),
    handler: async ({ db, session, clock }) => {
      const user = await requireUser(db, session);
      const role = currentRole(session);
      const scope = { userId: user.userId, roleCode: role, businessType: REGISTRATION_CHALLENGE, businessIds: [user.userId], stateDigest: '-' };
      return issueChallenge(db, clock.now(), scope, ['证书绑定', `企业：${user.corpName}`, `操作员：${user.personName}（${user.userName}）`]);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/credits/signature/softCa/projectCode',
    access: 'session',
    response: z.string(),
    handler: async () => SOFT_CA_PROJECT_CODE,
  }),
];

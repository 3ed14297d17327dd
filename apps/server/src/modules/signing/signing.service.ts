import { issueChallenge } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';

/** The business type of the registration challenge (key binding and soft-key proof of possession). */
export const REGISTRATION_CHALLENGE = 'CAS_REGISTER';

/** A project code for soft-CA credits (spec §7 `/v1/credits/signature/softCa/projectCode`). [D] */
export const SOFT_CA_PROJECT_CODE = 'SCF-SOFTCA-01';

/** The registration original (`/v1/auth/cas/add/info/original`) issued to this user in this role. */
export const registrationScope = (userId: string, roleCode: string): ChallengeScope => ({
  userId,
  roleCode,
  businessType: REGISTRATION_CHALLENGE,
  businessIds: [userId],
  stateDigest: '-',
});

/** A single-use text the key being registered signs (proof that the caller holds it). */
export function registrationOriginal(env: ServiceEnv, actor: Actor): Promise<string> {
  return issueChallenge(env.db, env.now, registrationScope(actor.userId, actor.role), [
    '证书绑定',
    `企业：${actor.corpName}`,
    `操作员：${actor.personName}（${actor.userName}）`,
  ]);
}

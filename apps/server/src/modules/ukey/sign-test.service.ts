import type { SignaturePayload } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { runKeySignedOperation } from './key-signed-operation';

/** 签名测试 of the diagnostics page: a challenge for no business, verified with the key of the current role. */
const SIGN_TEST = 'SIGN_TEST';

const scopeOf = (actor: Actor): ChallengeScope => ({
  userId: actor.userId,
  roleCode: actor.role,
  businessType: SIGN_TEST,
  businessIds: [actor.userId],
  stateDigest: '-',
});

export function signTestOriginal(env: ServiceEnv, actor: Actor): Promise<string> {
  return issueChallenge(env.db, env.now, scopeOf(actor), [
    '签名测试（不涉及任何业务）',
    `企业：${actor.corpName}`,
    `用户：${actor.personName}（${actor.userName}）`,
  ]);
}

/** The same gate as a business submission; the "effect" is only the consumed challenge. */
export function signTestVerify(env: ServiceEnv, actor: Actor, payload: SignaturePayload): Promise<boolean> {
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async () => scopeOf(actor),
    effect: async () => true,
  });
}

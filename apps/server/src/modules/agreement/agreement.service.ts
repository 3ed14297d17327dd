import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { corpNameOf } from './agreement-records.repo';
import { recordAgreement } from './agreement-records.service';
import { AGREEMENT_TEMPLATES, PLATFORM_PARTY, agreementBody } from './agreement-templates';
import { REGISTRATION_AGREEMENT } from './agreement-text';
import { hasSigned, recordSigning } from './agreement.repo';

/**
 * The agreement binds the corporation: signed once by anyone of it, for the version in force; a new version makes
 * every corporation sign again (spec §1 "forced re-signing").
 */
export const agreementSigned = (env: ServiceEnv, actor: Actor): Promise<boolean> => hasSigned(env.db, actor.corpId, REGISTRATION_AGREEMENT.version);

/** Who binds the corporation to the agreement: its administrator or a director (issue 26: any role could). */
const SIGNING_ROLES: readonly string[] = ['ROLE_ADMIN', 'ROLE_DIRECTOR'];

/**
 * The platform agreement in force signed for a corporation (勾选同意): the post-login check's row and, when this
 * signature is the one recorded, 协议管理's record with the exact text, its hash and the IP (§16.9).
 */
export async function signPlatformAgreement(q: Queryable, who: { corpId: string; userId: string; ip: string }, now: number): Promise<void> {
  if (!(await recordSigning(q, who.corpId, REGISTRATION_AGREEMENT.version, who.userId, now))) return;
  await recordAgreement(q, {
    corpId: who.corpId,
    templateCode: 'PLATFORM',
    title: AGREEMENT_TEMPLATES.PLATFORM.title,
    version: REGISTRATION_AGREEMENT.version,
    text: agreementBody(REGISTRATION_AGREEMENT),
    signMethod: 'CHECK',
    signerUserId: who.userId,
    signedAt: now,
    signedIp: who.ip,
    parties: [await corpNameOf(q, who.corpId), PLATFORM_PARTY],
  });
}

export async function signAgreement(env: ServiceEnv, actor: Actor, ip: string): Promise<true> {
  if (!SIGNING_ROLES.includes(actor.role)) throw new ApiError(200, 'AGREEMENT_ROLE', '注册协议须由企业管理员或主管签署，请联系贵企业管理员');
  await env.db.transaction((tx) => signPlatformAgreement(tx, { corpId: actor.corpId, userId: actor.userId, ip }, env.now));
  return true;
}

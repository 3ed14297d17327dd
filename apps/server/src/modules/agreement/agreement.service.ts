import { ApiError } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { REGISTRATION_AGREEMENT } from './agreement-text';
import { hasSigned, recordSigning } from './agreement.repo';

/**
 * The agreement binds the corporation: signed once by anyone of it, for the version in force; a new version makes
 * every corporation sign again (spec §1 "forced re-signing").
 */
export const agreementSigned = (env: ServiceEnv, actor: Actor): Promise<boolean> => hasSigned(env.db, actor.corpId, REGISTRATION_AGREEMENT.version);

/** Who binds the corporation to the agreement: its administrator or a director (issue 26: any role could). */
const SIGNING_ROLES: readonly string[] = ['ROLE_ADMIN', 'ROLE_DIRECTOR'];

export async function signAgreement(env: ServiceEnv, actor: Actor): Promise<true> {
  if (!SIGNING_ROLES.includes(actor.role)) throw new ApiError(200, 'AGREEMENT_ROLE', '注册协议须由企业管理员或主管签署，请联系贵企业管理员');
  await recordSigning(env.db, actor.corpId, REGISTRATION_AGREEMENT.version, actor.userId, env.now);
  return true;
}

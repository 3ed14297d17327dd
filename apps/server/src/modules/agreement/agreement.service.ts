import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { REGISTRATION_AGREEMENT } from './agreement-text';
import { hasSigned, recordSigning } from './agreement.repo';

/**
 * The agreement binds the corporation: signed once by anyone of it, for the version in force; a new version makes
 * every corporation sign again (spec §1 "forced re-signing").
 */
export const agreementSigned = (env: ServiceEnv, actor: Actor): Promise<boolean> => hasSigned(env.db, actor.corpId, REGISTRATION_AGREEMENT.version);

export async function signAgreement(env: ServiceEnv, actor: Actor): Promise<true> {
  await recordSigning(env.db, actor.corpId, REGISTRATION_AGREEMENT.version, actor.userId, env.now);
  return true;
}

import type { MandatoryAuth } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { reauthRequired } from './shell-checks.repo';

/**
 * Spec §4 mandatory real-name re-authentication: true while the actor's corporation is flagged (written when its
 * administrator changes; cleared when the real-name authentication is done again).
 */
export async function mandatoryAuth(q: Queryable, actor: Actor): Promise<MandatoryAuth> {
  return { checkResult: await reauthRequired(q, actor.corpId) };
}

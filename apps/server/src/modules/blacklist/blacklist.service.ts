import { BLACKLISTED_MESSAGE } from '@scf/api/contract';
import type { BlacklistParams, BlacklistRequest, BlacklistResult } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { listedAnywhere, listedFor } from './blacklist.repo';

/** The only list this server keeps; a white list (spec's other `listType`) is not modelled. */
export const BLACK_LIST = 'BLACK';

/**
 * spec §7 / domain.md §4.7: is the caller's corporation, or the counterparty it names, on the black list for the
 * product and process? Either one listed answers with the spec's message, without saying which (no probing).
 */
export async function checkBlacklist(env: ServiceEnv, actor: Actor, params: BlacklistParams, body: BlacklistRequest): Promise<BlacklistResult> {
  if (params.listType !== BLACK_LIST) throw fail.badRequest('不支持的名单类型');
  const corpIds = body.corpId ? [actor.corpId, body.corpId] : [actor.corpId];
  const listed = await listedFor(env.db, corpIds, params.productType, params.busiProcess);
  return listed.length > 0 ? { blacklisted: true, message: BLACKLISTED_MESSAGE } : { blacklisted: false, message: '' };
}

/** Whether a corporation is barred from anything: such a corporation cannot become a counterparty either. */
export const isBlacklisted = (env: Pick<ServiceEnv, 'db'>, corpId: string): Promise<boolean> => listedAnywhere(env.db, corpId);

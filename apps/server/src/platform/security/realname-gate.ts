import { REALNAME_REFUSAL, REAUTH_REASON_MESSAGE, eAccountEndpoints } from '@scf/api/contract';
import { ApiError } from '../api-error';
import type { Queryable } from '../db/db';
import type { Actor } from './actor';
import type { GuardedRoute } from './request-guard';

/**
 * Calls that change something but are no business (domain-lines.md §15.4 "may do" of an unverified corporation):
 * reading messages and notices, the survey, the registration agreement, the keys, feedback and customer service.
 * Every other idempotent call (apply, approve, sign-for, counterparty request, account opening …) is a business
 * mutation, so a new business endpoint is gated without being listed.
 */
const NOT_BUSINESS = [/^\/v1\/sys\//, /^\/v1\/xugong\/corp\/sys\/notices\//, /^\/v1\/agreement\//, /^\/v1\/ukeys\//, /^\/user\/v1\/opinion\//];
/** Business mutations that are not idempotent calls: binding a settlement account to an e-account (account opening). */
const BUSINESS_EXTRA = new Set<string>([eAccountEndpoints.bind.path, eAccountEndpoints.backfill.path]);

export function isBusinessMutation(route: GuardedRoute): boolean {
  const { path, method, idempotent } = route.endpoint;
  if (method === 'GET') return false;
  if (BUSINESS_EXTRA.has(path)) return true;
  return idempotent === true && !NOT_BUSINESS.some((p) => p.test(path));
}

/** A business refusal (HTTP 200, its code and message) for a corporation that may not do business now. */
export class RealnameRefusal extends ApiError {
  constructor(code: keyof typeof REALNAME_REFUSAL, message: string) {
    super(200, code, message);
  }
}

/**
 * §14A.2: a business mutation by a corporation that is not VERIFIED is refused before anything runs —
 * CORP_NOT_VERIFIED while it has never been verified, REAUTH_REQUIRED (with its reason's message) while a
 * `corp_reauth` row exists.
 */
export async function checkRealname(db: Queryable, route: GuardedRoute, actor: Actor | null): Promise<void> {
  if (!actor || !isBusinessMutation(route)) return;
  const [row] = await db.query<{ realname_state: string; reason: string | null }>(
    'SELECT c.realname_state, r.reason FROM corp c LEFT JOIN corp_reauth r ON r.corp_id = c.corp_id WHERE c.corp_id = $1',
    [actor.corpId],
  );
  if (!row || (row.realname_state === 'VERIFIED' && row.reason === null)) return;
  if (row.realname_state === 'REAUTH_REQUIRED' || row.reason !== null) {
    throw new RealnameRefusal('REAUTH_REQUIRED', reauthMessage(row.reason));
  }
  throw new RealnameRefusal('CORP_NOT_VERIFIED', REALNAME_REFUSAL.CORP_NOT_VERIFIED);
}

const reauthMessage = (reason: string | null): string =>
  reason !== null && reason in REAUTH_REASON_MESSAGE ? REAUTH_REASON_MESSAGE[reason as keyof typeof REAUTH_REASON_MESSAGE] : REALNAME_REFUSAL.REAUTH_REQUIRED;

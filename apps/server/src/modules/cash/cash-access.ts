import { productPath } from '@scf/api/contract';
import type { CashVariant } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import { grantedMenuPaths } from '../../platform/security/granted-menus';

/** The 兑付 pages (spec §2: credit only — the product table's `cashScreens`); each call checks its own. */
const cashPage = (page: string): string => productPath('CREDIT', `/core/cash/${page}`);

export const CASH_PAGES = [
  'cash-calendar',
  'cash-check',
  'director-approve',
  'payment-progress',
  'cash-query',
  'cash-confirm',
  'icbccash-apply',
  'icbccash-check',
  'icbccash-approve',
  'icbccash-query',
].map(cashPage);
export const SUBMIT_PAGES: Record<CashVariant, string[]> = {
  CASH: [cashPage('cash-check')],
  ICBC: [cashPage('icbccash-apply'), cashPage('icbccash-check')],
};
export const APPROVE_PAGES: Record<CashVariant, string[]> = { CASH: [cashPage('director-approve')], ICBC: [cashPage('icbccash-approve')] };
export const CONFIRM_PAGES = [cashPage('cash-confirm')];
export const CALENDAR_PAGE = cashPage('cash-calendar');

/** The caller's role must be granted one of these pages of its corporation (every cash call is the issuer's own). */
export async function requirePage(q: Queryable, actor: Actor, pages: readonly string[]): Promise<void> {
  const granted = await grantedMenuPaths(q, actor.corpId, actor.role);
  if (!pages.some((p) => granted.includes(p))) throw refuse.forbidden();
}

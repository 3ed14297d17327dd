import { ROLE, TERMINAL_APP_STATUSES } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { M, refuse } from './corp-users.messages';
import { openApplications, openTodos, otherActiveHolders } from './corp-users.repo';

/** Statuses of an application no longer in process (a corporation with none needs no director). */
const CLOSED = [...TERMINAL_APP_STATUSES, 'REVOKED'];

/**
 * §16.4 removal rules, for 停用 and for unticking roles of an ACTIVE user (under the corporation's lock): the last
 * administrator stays; the last holder of a role with open todos stays; the last director stays while the
 * corporation has an application in process.
 */
export async function checkRemoval(q: Queryable, corpId: string, userId: string, removed: readonly string[]): Promise<void> {
  if (removed.includes(ROLE.admin) && (await otherActiveHolders(q, corpId, ROLE.admin, userId)) === 0) throw refuse('LAST_ADMIN', M.lastAdmin);
  for (const role of removed) {
    if ((await openTodos(q, corpId, role)) && (await otherActiveHolders(q, corpId, role, userId)) === 0) throw refuse('LAST_ROLE_HOLDER', M.lastRoleHolder);
  }
  if (removed.includes(ROLE.director) && (await otherActiveHolders(q, corpId, ROLE.director, userId)) === 0 && (await openApplications(q, corpId, CLOSED))) {
    throw refuse('LAST_DIRECTOR', M.lastDirector);
  }
}

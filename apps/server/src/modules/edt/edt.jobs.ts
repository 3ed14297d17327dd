import type { Db } from '../../platform/db/db';
import { expireAccesses } from './edt-access.repo';
import { expireOrders } from './edt-order.repo';

/** The 00:05 slot of domain-lines.md §14A.6 for e订通: accesses past their year and orders past 约定付款日 with no loan expire. */
export const EXPIRY_SLOT = '00:05';

/** Idempotent per date (set-based: a second run finds nothing left to expire). */
export async function runEdtExpiry(db: Db, _now: number, businessDate: string, businessTime: string): Promise<{ accesses: number; orders: number }> {
  if (businessTime < EXPIRY_SLOT) return { accesses: 0, orders: 0 };
  return db.transaction(async (tx) => ({ accesses: await expireAccesses(tx, businessDate), orders: await expireOrders(tx, businessDate) }));
}

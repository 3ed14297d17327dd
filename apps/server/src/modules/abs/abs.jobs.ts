import type { Db } from '../../platform/db/db';
import { expireConfirmed } from './abs.repo';

/** §18.2: a confirmed receivable never transferred is 已到期未转让 once its due date has passed (out of ABS scope). */
export async function expireReceivables(db: Db, now: number, businessDate: string): Promise<string[]> {
  return db.transaction((tx) => expireConfirmed(tx, businessDate, now));
}

import type { Db } from '../../platform/db/db';
import { recompute } from './pond.effects';

/**
 * The pool's daily sweep (domain-lines.md §18.7 到期, partly): an asset whose credit has been paid (兑付完成) is 已到期回款;
 * a funded drawdown unpaid at 17:00 of its due date (or any later day) is 逾期; each pond touched has 可用额度 recomputed
 * under its lock (an asset past its due date and unpaid already drops out of 池额度). Not built: paying the asset's cash
 * into the margin account (the cash flow's payee rule) and telling the bank of 池水位预警.
 */
export async function pondMaturity(db: Db, _now: number, businessDate: string, businessTime: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const matured = await tx.query<{ pond_no: string }>(
      `UPDATE pond_receivable r SET status = 'MATURED'
         FROM credit c WHERE c.credit_no = r.asset_no AND r.status IN ('IN_POOL', 'PENDING_OUT') AND c.status = 'CASHED'
       RETURNING r.pond_no`,
    );
    const overdue = await tx.query<{ pond_no: string }>(
      `UPDATE pond_drawdown SET status = 'OVERDUE'
        WHERE status = 'FUNDED' AND (due_date < $1 OR (due_date = $1 AND $2 >= '17:00')) RETURNING pond_no`,
      [businessDate, businessTime],
    );
    const ponds = [...new Set([...matured, ...overdue].map((r) => r.pond_no))].sort();
    for (const pondNo of ponds) await recompute(tx, pondNo, businessDate);
    return ponds;
  });
}

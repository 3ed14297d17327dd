import type { Db } from '../../platform/db/db';
import { addDays } from '../../platform/business-date';

/** domain-lines.md §19.7: at 17:00 of due date + grace an unpaid loan goes 逾期. */
export const OVERDUE_SLOT = '17:00';

/**
 * The last (due date + grace) that has passed at this business date and time: the day itself from 17:00, else the day
 * before.
 */
export const lastLapsedDay = (businessDate: string, businessTime: string): string => (businessTime >= OVERDUE_SLOT ? businessDate : addDays(businessDate, -1));

/**
 * Loans still open past their due date + grace go 逾期, and a 已融资 order with such a loan goes 逾期 with it
 * (§19.4; the waterfall settles either, penalty first). Idempotent: a second run finds nothing left.
 */
export async function runEdtOverdue(db: Db, _now: number, businessDate: string, businessTime: string): Promise<{ loans: number; orders: number }> {
  const lapsed = lastLapsedDay(businessDate, businessTime);
  return db.transaction(async (tx) => {
    const loans = await tx.query<{ order_id: string }>(
      "UPDATE edt_loan SET status = 'OVERDUE' WHERE status = 'OPEN' AND due_date::date + grace_days <= $1::date RETURNING order_id",
      [lapsed],
    );
    const orderIds = [...new Set(loans.map((l) => l.order_id))];
    const orders = orderIds.length
      ? await tx.query(
          "UPDATE edt_order SET status = 'OVERDUE', version = version + 1 WHERE order_id = ANY($1::text[]) AND status = 'FINANCED' RETURNING order_id",
          [orderIds],
        )
      : [];
    return { loans: loans.length, orders: orders.length };
  });
}

import { planNumbers } from '../modules/credits';
import { SimBank } from '../modules/bank';
import type { Queryable } from '../platform/db/db';
import { toNumber } from '../platform/db/db';
import { demoLedgerPlan } from './credit-ledger';
import { relative } from './demo-dates';

/**
 * At least one receipt in the demo (domain-lines.md §13.7, issue 27 item 3): when no transfer wrote one yet, CR5's
 * cash payment C1 → S2 150 000.00 on its due date (§13.7: 2025-06-13) goes through the simulated bank. C1's SPECIAL
 * account shows its balance after that payment, so the payment's amount is first credited as its opening balance
 * (期初余额): C1 keeps 2 000 000.00, S2 has received 150 000.00. The two receipts are GENERATING; the generator's
 * sweep at start renders them.
 */
export async function seedReceipts(tx: Queryable, businessDate: string): Promise<void> {
  const [row] = await tx.query<{ n: unknown }>('SELECT count(*) AS n FROM receipt');
  if (toNumber(row?.n) > 0) return;
  const plan = demoLedgerPlan(businessDate);
  const n = planNumbers(plan);
  const appNo = n.apps['CSH-0613'];
  const creditNo = n.credits.CR5;
  if (!appNo || !creditNo) throw new Error('receipts seed: CR5 or its plan is not in the demo plan');
  const date = plan.credits.find((c) => c.key === 'CR5')?.dueDate ?? relative(businessDate)('2025-06-13');
  const at = { businessDate: date, now: Date.parse(`${date}T01:00:00Z`) };
  const amountFen = 15_000_000n;
  await SimBank.deposit(tx, { ...at, accountId: 'A-C1-SPECIAL', amountFen });
  await SimBank.transfer(tx, {
    ...at,
    fromAccountId: 'A-C1-SPECIAL',
    toAccountId: 'A-S2-SETTLE',
    amountFen,
    purpose: 'CASH_PAY',
    bizRef: appNo,
    remark: `凭证${creditNo}到期兑付`,
  });
}

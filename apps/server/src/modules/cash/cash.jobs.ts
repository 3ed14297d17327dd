import type { Db } from '../../platform/db/db';
import { act, appByNo, inLedger } from '../applications';
import { creditsByNos, moveCredits } from '../credits';
import { bankActor, payLines } from './cash-pay.service';
import { plansToPay, stalePlans } from './cash.repo';
import { overdueCandidates } from './cash-leaves.repo';

const BATCH = 200;

/**
 * The cash jobs of the business date (run with the sweeps): approved plans' waiting lines are paid; a plan not
 * approved by the end of its date lapses; a leaf not paid by the end of its due date (HELD, FINANCED or CASHING) goes
 * 逾期 (domain.md §7.8). Each plan and credit in its own transaction. Returns what it did.
 */
export async function runCashJobs(db: Db, now: number, businessDate: string): Promise<{ paid: string[]; lapsed: string[]; overdue: string[] }> {
  const env = { db, now, businessDate };
  const out = { paid: [] as string[], lapsed: [] as string[], overdue: [] as string[] };
  for (const p of await plansToPay(db, null, BATCH)) {
    await inLedger(env, bankActor(p.issuer_corp_id), (ctx) => payLines(ctx, p.app_no));
    out.paid.push(p.app_no);
  }
  for (const p of await stalePlans(db, businessDate, BATCH)) {
    const done = await inLedger(env, bankActor(p.issuer_corp_id), async (ctx) => {
      const app = await appByNo(ctx.tx, p.app_no, true);
      if (!app || !['PENDING_REVIEW', 'RETURNED'].includes(app.status)) return false;
      await act(ctx, app, 'EXPIRE', { comment: '到期日已过，兑付计划未审批，已失效' });
      return true;
    });
    if (done) out.lapsed.push(p.app_no);
  }
  for (const c of await overdueCandidates(db, businessDate, BATCH)) {
    const done = await inLedger(env, bankActor(c.issuer_corp_id), async (ctx) => {
      const [row] = await creditsByNos(ctx.tx, [c.credit_no], false);
      if (!row || !['HELD', 'FINANCED', 'CASHING'].includes(row.status) || row.due_date >= businessDate || row.locked_by_app) return false;
      await moveCredits(ctx, [c.credit_no], 'CASH_OVERDUE', { appNo: null, bizType: 'CASH' }, { comment: '到期日终未兑付' });
      return true;
    });
    if (done) out.overdue.push(c.credit_no);
  }
  return out;
}

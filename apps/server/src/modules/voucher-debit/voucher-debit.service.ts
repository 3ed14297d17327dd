/**
 * The reads and the one action of 支付通代扣 (domain-lines.md §17.2, §17.4): the core home's 代扣计划 and 逾期, 立即补扣
 * (core op: runs now for that issuer; no signature, the mandate is signed), and 覆盖率 for the holder's voucher detail.
 */
import type { DebitBoard, DebitCoverage, DebitPlanDay, DebitRuns } from '@scf/api/contract';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, inLedger } from '../applications';
import { dueDays, heldVoucher, liveDue, overdueDue, overdueLeaves, repayAccountOf } from './voucher-debit.repo';
import type { RepayAccount } from './voucher-debit.repo';
import { debitRun } from './voucher-debit.run';
import { DEBIT_FAILURE, coveragePct } from './voucher-debit.rules';

/** 覆盖率 is shown from D−10. */
export const READINESS_DAYS = 10;
const PLAN_DAYS = 5;

const availableOf = (a: RepayAccount | undefined): bigint => (a ? fenOf(a.balance_fen) - fenOf(a.frozen_fen) : 0n);

async function planOf(q: Queryable, issuerCorpId: string, businessDate: string, available: bigint): Promise<DebitPlanDay[]> {
  return (await dueDays(q, issuerCorpId, businessDate, PLAN_DAYS)).map((d) => {
    const due = fenOf(d.s);
    const gap = due > available ? due - available : 0n;
    return {
      dueDate: d.due_date,
      count: Number(String(d.n)),
      dueAmount: yuanOf(due),
      available: yuanOf(available),
      gap: yuanOf(gap),
      coverage: d.due_date <= addDays(businessDate, READINESS_DAYS) ? coveragePct(available, due) : null,
    };
  });
}

/** 代扣计划 (next five due dates) and 逾期 of the caller's corporation as an issuer. */
export async function debitBoard(env: ServiceEnv, actor: Actor): Promise<DebitBoard> {
  const account = await repayAccountOf(env.db, actor.corpId, env.businessDate);
  const available = availableOf(account);
  return {
    account: account ? { accountNo: account.account_no, available: yuanOf(available), mandate: account.mandated } : null,
    plan: await planOf(env.db, actor.corpId, env.businessDate, available),
    overdue: (await overdueLeaves(env.db, actor.corpId)).map((o) => ({
      creditNo: o.credit_no,
      holderName: o.holder_name,
      amount: yuanOf(o.amount_fen),
      dueDate: o.due_date,
      failCode: o.fail_code,
      failReason: o.fail_reason ?? '',
    })),
  };
}

/** 立即补扣: one MANUAL run per due date of the issuer with overdue vouchers, and for today's unpaid ones. */
export async function retryNow(env: ServiceEnv, actor: Actor): Promise<DebitRuns> {
  const groups = [
    ...(await overdueDue(env.db, actor.corpId)),
    ...(await liveDue(env.db, env.businessDate, false)).filter((g) => g.issuer_corp_id === actor.corpId),
  ];
  const runs: DebitRuns['runs'] = [];
  for (const g of groups) {
    const r = await inLedger(env, acting(actor), (ctx) => debitRun(ctx, actor.corpId, g.due_date, 'MANUAL', env.businessDate));
    if (r)
      runs.push({
        runNo: r.runNo,
        dueDate: g.due_date,
        paid: r.paid,
        skipped: r.skipped.map((s) => ({ creditNo: s.creditNo, failReason: DEBIT_FAILURE[s.code] })),
      });
  }
  return { runs };
}

/** 覆盖率 of a voucher the caller holds: the issuer's available balance ÷ Σ due on its date, from D−10. */
export async function debitCoverage(env: ServiceEnv, actor: Actor, creditNo: string): Promise<DebitCoverage> {
  const v = await heldVoucher(env.db, actor.corpId, creditNo);
  if (!v) return { dueDate: null, coverage: null };
  if (env.businessDate < addDays(v.due_date, -READINESS_DAYS)) return { dueDate: v.due_date, coverage: null };
  const available = availableOf(await repayAccountOf(env.db, v.issuer_corp_id, env.businessDate));
  const [day] = (await dueDays(env.db, v.issuer_corp_id, v.due_date, 1)).filter((d) => d.due_date === v.due_date);
  return { dueDate: v.due_date, coverage: day ? coveragePct(available, fenOf(day.s)) : null };
}

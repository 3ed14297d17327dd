import type { CashCalendar, CashCalendarDay, CashLeaf, CashLine, CashPlan, CashPlanListQuery, Page } from '@scf/api/contract';
import { HOLIDAY_REGION } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { isWorkingDay } from '../reference';
import { CASH_PAGES, CONFIRM_PAGES, requirePage } from './cash-access';
import { linesOfPlans, liveLinesOf, pendingPlansBetween, planOf, planPage } from './cash.repo';
import { accountsByIds, accountsOf, dueByDateAndStatus, leavesDue, leavesIn, nextDueDate } from './cash-leaves.repo';
import type { LineRow, PlanRow } from './cash.repo';
import type { LeafRow } from './cash-leaves.repo';
import { leafView, lineView, planView } from './cash.view';

/** 兑付's reads (domain.md §7.8): the calendar and its days, the plans with their lines, what 兑付确认 may confirm. */

export async function leafViews(q: Queryable, leaves: readonly LeafRow[]): Promise<CashLeaf[]> {
  const accounts = await accountsOf(q, [...new Set(leaves.map((l) => l.holder_corp_id))]);
  const lines = new Map(
    (
      await liveLinesOf(
        q,
        leaves.map((l) => l.credit_no),
      )
    ).map((l) => [l.credit_no, l]),
  );
  return leaves.map((l) => leafView(l, accounts, lines.get(l.credit_no)));
}

export async function lineViews(q: Queryable, lines: readonly LineRow[]): Promise<CashLine[]> {
  const accounts = await accountsByIds(
    q,
    lines.flatMap((l) => (l.payee_account_id ? [l.payee_account_id] : [])),
  );
  const byId = new Map(accounts.map((a) => [a.account_id, a]));
  return lines.map((l) => lineView(l, byId));
}

function actionsOf(p: PlanRow, actor: Actor): CashPlan['actions'] {
  if (p.app_status === 'PENDING_REVIEW' && actor.role === 'ROLE_DIRECTOR' && p.creator_user_id !== actor.userId) return ['APPROVE', 'RETURN'];
  if (p.app_status === 'RETURNED' && actor.role === 'ROLE_OPERATOR') return ['CANCEL'];
  return [];
}

async function plansView(q: Queryable, actor: Actor, plans: readonly PlanRow[]): Promise<CashPlan[]> {
  const lines = await lineViews(
    q,
    await linesOfPlans(
      q,
      plans.map((p) => p.app_no),
    ),
  );
  return plans.map((p) =>
    planView(
      p,
      lines.filter((l) => l.planNo === p.app_no),
      actionsOf(p, actor),
    ),
  );
}

export async function loadPlan(q: Queryable, actor: Actor, planNo: string): Promise<PlanRow> {
  const p = await planOf(q, actor.corpId, planNo);
  if (!p) throw refuse.appNotFound();
  return p;
}

export async function planDetail(q: Queryable, actor: Actor, planNo: string): Promise<CashPlan> {
  await requirePage(q, actor, CASH_PAGES);
  const [view] = await plansView(q, actor, [await loadPlan(q, actor, planNo)]);
  if (!view) throw refuse.appNotFound();
  return view;
}

const bucket = () => ({ count: 0, fen: 0n });

/** 兑付日历: every day of the month, working or not, with the caller's leaves due by state. */
export async function calendar(env: ServiceEnv, actor: Actor, month: string): Promise<CashCalendar> {
  await requirePage(env.db, actor, CASH_PAGES);
  const first = `${month}-01`;
  const last = addDays(addDays(first, 32).slice(0, 8) + '01', -1);
  if (Number.isNaN(Date.parse(`${first}T00:00:00Z`))) throw refuse.rule('月份格式应为YYYY-MM');
  const rows = await dueByDateAndStatus(env.db, actor.corpId, first, last);
  const pending = new Map((await pendingPlansBetween(env.db, actor.corpId, first, last)).map((r) => [r.due_date, Number(String(r.n))]));
  const days: CashCalendarDay[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    const b = { toPay: bucket(), approved: bucket(), paid: bucket(), overdue: bucket() };
    for (const r of rows.filter((x) => x.due_date === d)) {
      const k = r.status === 'CASHED' ? 'paid' : r.status === 'OVERDUE' ? 'overdue' : r.status === 'CASHING' ? 'approved' : 'toPay';
      b[k].count += Number(String(r.n));
      b[k].fen += fenOf(r.s);
    }
    const all = Object.values(b);
    const out = (x: { count: number; fen: bigint }) => ({ count: x.count, amount: fenToDecimal(x.fen) });
    days.push({
      date: d,
      working: await isWorkingDay(env.db, HOLIDAY_REGION, d),
      count: all.reduce((s, x) => s + x.count, 0),
      total: fenToDecimal(all.reduce((s, x) => s + x.fen, 0n)),
      toPay: out(b.toPay),
      approved: out(b.approved),
      paid: out(b.paid),
      overdue: out(b.overdue),
      pendingPlans: pending.get(d) ?? 0,
    });
  }
  return { month, businessDate: env.businessDate, days, nextDueDate: await nextDueDate(env.db, actor.corpId, env.businessDate) };
}

/** The calendar's list of a day: every leaf of the caller's credits due that day. */
export async function day(env: ServiceEnv, actor: Actor, date: string): Promise<CashLeaf[]> {
  await requirePage(env.db, actor, CASH_PAGES);
  return leafViews(env.db, await leavesDue(env.db, actor.corpId, date));
}

export async function listPlans(q: Queryable, actor: Actor, query: CashPlanListQuery): Promise<Page<CashPlan>> {
  await requirePage(q, actor, CASH_PAGES);
  const f = query.filters ?? {};
  const APP_OF: Record<string, string[]> = {
    PENDING_REVIEW: ['PENDING_REVIEW'],
    RETURNED: ['RETURNED'],
    CANCELLED: ['CANCELLED', 'REJECTED'],
    APPROVED: ['COMPLETED'],
    PAID: ['COMPLETED'],
  };
  const appStatuses = f.review ? ['PENDING_REVIEW'] : f.status ? APP_OF[f.status] : undefined;
  const page = await planPage(
    q,
    actor.corpId,
    { variant: f.variant, appStatuses, planNo: f.planNo, dueFrom: f.dueFrom, dueTo: f.dueTo },
    query.sort ?? { field: 'createdAt', order: 'desc' },
    query.size,
    (query.page - 1) * query.size,
  );
  let rows = await plansView(q, actor, page.rows);
  // APPROVED and PAID share the application's COMPLETED: the lines tell them apart.
  if (f.status === 'APPROVED' || f.status === 'PAID') rows = rows.filter((r) => r.status === f.status);
  return { rows, total: page.total };
}

/** What 兑付确认 may confirm: the issuer's leaves 兑付中 or 逾期 (a line that failed, waits, or an overdue credit). */
export async function unpaid(env: ServiceEnv, actor: Actor): Promise<CashLeaf[]> {
  await requirePage(env.db, actor, CONFIRM_PAGES);
  return leafViews(env.db, await leavesIn(env.db, actor.corpId, ['CASHING', 'OVERDUE']));
}

import { HOLIDAY_REGION } from '@scf/api/contract';
import type {
  CashCalendar,
  CashCalendarDay,
  CashCheck,
  CashConfirmInput,
  CashLeaf,
  CashLine,
  CashPlan,
  CashPlanListQuery,
  CashSubmitInput,
  CashVariant,
  Page,
  SignaturePayload,
} from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { addDays } from '../../platform/business-date';
import type { Db, Queryable } from '../../platform/db/db';
import { grantedMenuPaths } from '../../platform/security/granted-menus';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import {
  SYSTEM_ROLE,
  acting,
  act,
  amountOf,
  appByNo,
  appOf,
  approveApplication,
  createApp,
  creditsByNos,
  decideApplication,
  inLedger,
  insertAppCredits,
  moveCredits,
  moveLimit,
  newApp,
  nextAppNo,
  refuse,
} from '../credits';
import type { AccountRow, LedgerContext } from '../credits';
import { isWorkingDay } from '../reference';
import {
  PAYABLE,
  accountsByIds,
  accountsOf,
  dueByDateAndStatus,
  inPendingPlans,
  insertLine,
  insertPlan,
  leavesDue,
  leavesIn,
  lineById,
  linesOfPlans,
  liveLinesOf,
  nextDueDate,
  overdueCandidates,
  pendingPlansBetween,
  planOf,
  planPage,
  plansOn,
  plansToPay,
  rootLeaves,
  setLineStatus,
  stalePlans,
} from './cash.repo';
import type { LeafRow, LineRow, PlanRow } from './cash.repo';
import { WINDOW_WORKING_DAYS, bankSerial, paymentRefusal, windowRefusal } from './cash.rules';
import { accountView, leafView, lineView, money, payeeAccount, planView } from './cash.view';
import { fenOf } from '../../platform/db/fen-column';

const CASH_PAGES = [
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
].map((p) => `/credit/core/cash/${p}`);
const SUBMIT_PAGES: Record<CashVariant, string[]> = {
  CASH: ['/credit/core/cash/cash-check'],
  ICBC: ['/credit/core/cash/icbccash-apply', '/credit/core/cash/icbccash-check'],
};
const APPROVE_PAGES: Record<CashVariant, string[]> = { CASH: ['/credit/core/cash/director-approve'], ICBC: ['/credit/core/cash/icbccash-approve'] };

/** The caller's role must be granted one of these pages of its corporation (every cash call is the issuer's own). */
async function requirePage(q: Queryable, actor: Actor, pages: readonly string[]): Promise<void> {
  const granted = await grantedMenuPaths(q, actor.corpId, actor.role);
  if (!pages.some((p) => granted.includes(p))) throw refuse.forbidden();
}

/** D − n working days (holiday-aware, domain.md §4.2). */
async function workingDaysBefore(q: Queryable, date: string, n: number): Promise<string> {
  let d = date;
  for (let left = n; left > 0;) {
    d = addDays(d, -1);
    if (await isWorkingDay(q, HOLIDAY_REGION, d)) left -= 1;
  }
  return d;
}

async function leafViews(q: Queryable, leaves: readonly LeafRow[]): Promise<CashLeaf[]> {
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

async function lineViews(q: Queryable, lines: readonly LineRow[]): Promise<CashLine[]> {
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

async function loadPlan(q: Queryable, actor: Actor, planNo: string): Promise<PlanRow> {
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

interface Checked {
  check: CashCheck;
  leaves: LeafRow[];
  accounts: AccountRow[];
  payer: AccountRow | undefined;
}

async function checkFor(
  q: Queryable,
  env: { businessDate: string; now: number },
  corpId: string,
  variant: CashVariant,
  asked: string | undefined,
): Promise<Checked> {
  const dueDate = asked ?? (await nextDueDate(q, corpId, env.businessDate));
  const payer = variant === 'CASH' ? (await accountsOf(q, [corpId])).find((a) => a.account_type === 'SPECIAL') : undefined;
  const empty: CashCheck = {
    dueDate,
    variant,
    windowFrom: null,
    windowTo: null,
    open: false,
    closedReason: '暂无待兑付的凭证',
    leaves: [],
    total: '0.00',
    payerAccount: accountView(payer),
    balance: payer ? money(payer.balance_fen) : null,
    shortfall: '0.00',
    pendingPlanNo: null,
  };
  if (!dueDate) return { check: empty, leaves: [], accounts: [], payer };
  const leaves = (await leavesDue(q, corpId, dueDate)).filter((l) => PAYABLE.includes(l.status));
  const accounts = await accountsOf(q, [...new Set(leaves.map((l) => l.holder_corp_id))]);
  const lines = new Map(
    (
      await liveLinesOf(
        q,
        leaves.map((l) => l.credit_no),
      )
    ).map((l) => [l.credit_no, l]),
  );
  const total = leaves.reduce((s, l) => s + amountOf(l), 0n);
  const windowFrom = await workingDaysBefore(q, dueDate, WINDOW_WORKING_DAYS);
  // A plan of either variant waiting for approval covers these leaves already.
  const pendingPlanNo =
    (
      await inPendingPlans(
        q,
        leaves.map((l) => l.credit_no),
      )
    )[0]?.app_no ?? null;
  const balance = payer ? fenOf(payer.balance_fen) : null;
  const closedReason =
    leaves.length === 0
      ? `${dueDate}没有待兑付的凭证`
      : windowRefusal(dueDate, windowFrom, env.businessDate, env.now) || (pendingPlanNo ? `该到期日已有待审批的兑付计划${pendingPlanNo}` : '');
  return {
    leaves,
    accounts,
    payer,
    check: {
      ...empty,
      dueDate,
      windowFrom,
      windowTo: `${dueDate} 16:00`,
      open: closedReason === '',
      closedReason,
      leaves: leaves.map((l) => leafView(l, accounts, lines.get(l.credit_no))),
      total: fenToDecimal(total),
      shortfall: fenToDecimal(balance !== null && balance < total ? total - balance : 0n),
      pendingPlanNo,
    },
  };
}

/** 兑付检查 for a due date (default: the next one with something to pay). */
export async function check(env: ServiceEnv, actor: Actor, variant: CashVariant, dueDate: string | undefined): Promise<CashCheck> {
  await requirePage(env.db, actor, [...SUBMIT_PAGES[variant], '/credit/core/cash/cash-calendar']);
  return (await checkFor(env.db, env, actor.corpId, variant, dueDate)).check;
}

/**
 * Submit the plan of a due date (domain.md §7.8): inside the window, every leaf still to pay with one line each (Σ
 * lines = Σ credits), none already in a plan waiting for approval; the SPECIAL account covers the total or the operator
 * says 资金已备足 with the funding transfer's reference (always so for another bank's account). A returned plan of the
 * same date is withdrawn by the new one.
 */
export async function submit(
  env: ServiceEnv,
  actor: Actor,
  input: CashSubmitInput & { variant: CashVariant; fundsReady: boolean; fundingRef: string; payerAccountNo: string; payerBankName: string },
): Promise<CashPlan> {
  await requirePage(env.db, actor, SUBMIT_PAGES[input.variant]);
  if (input.variant === 'ICBC' && !input.fundsReady) throw refuse.rule('他行账户付款须确认资金已备足并填写划款流水号');
  const planNo = await inLedger(env, acting(actor), async (ctx) => {
    const { check: c, leaves, accounts, payer } = await checkFor(ctx.tx, env, actor.corpId, input.variant, input.dueDate);
    if (!c.open) throw refuse.rule(c.closedReason);
    const busy = await inPendingPlans(
      ctx.tx,
      leaves.map((l) => l.credit_no),
    );
    if (busy[0]) throw refuse.rule(`凭证${busy[0].credit_no}已在待审批的兑付计划${busy[0].app_no}中`);
    const total = leaves.reduce((s, l) => s + amountOf(l), 0n);
    if (input.variant === 'CASH' && !payer) throw refuse.rule('本企业未开立兑付专户');
    if (input.variant === 'CASH' && !input.fundsReady && fenOf(payer?.balance_fen) < total)
      throw refuse.rule('兑付专户余额不足，请补足资金或勾选“资金已备足”并填写划款流水号');
    for (const r of await plansOn(ctx.tx, actor.corpId, input.dueDate, input.variant, ['RETURNED'])) {
      const old = await appOf(ctx.tx, actor.corpId, r.app_no, true);
      if (old) await act(ctx, old, 'CANCEL', { comment: '已重新提交兑付计划' });
    }
    const appNo = await nextAppNo(ctx.tx, 'CASH', ctx.businessDate);
    await createApp(
      ctx,
      { ...newApp(ctx, { appNo, bizType: 'CASH', productType: 'CREDIT', amountFen: total }), issuerCorpId: actor.corpId },
      'SUBMIT',
      async () => {
        await insertPlan(ctx.tx, {
          appNo,
          variant: input.variant,
          issuerCorpId: actor.corpId,
          dueDate: input.dueDate,
          payerAccountType: input.variant === 'CASH' ? 'SPECIAL' : 'OTHER_BANK',
          payerAccountNo: input.variant === 'CASH' ? (payer?.account_no ?? '') : input.payerAccountNo,
          payerAccountName: input.variant === 'CASH' ? (payer?.account_name ?? '') : actor.corpName,
          payerBankName: input.variant === 'CASH' ? (payer?.bank_name ?? '') : input.payerBankName,
          fundsReady: input.fundsReady,
          fundingRef: input.fundsReady ? input.fundingRef : '',
          totalFen: total,
        });
        let lineNo = 0;
        for (const l of leaves) {
          lineNo += 1;
          await insertLine(ctx.tx, {
            appNo,
            lineNo,
            creditNo: l.credit_no,
            payeeCorpId: l.holder_corp_id,
            payeeKind: l.holder_type === 'FI' ? 'FI' : 'HOLDER',
            payeeAccountId: payeeAccount(accounts, l.holder_corp_id, l.holder_account_id)?.account_id ?? null,
            amountFen: amountOf(l),
          });
        }
        await insertAppCredits(
          ctx.tx,
          appNo,
          leaves.map((l) => ({ creditNo: l.credit_no, amountFen: amountOf(l) })),
        );
      },
    );
    return appNo;
  });
  return planDetail(env.db, actor, planNo);
}

/** Paid credits become 已兑付; a root on a revolving line whose leaves are all terminal gives its cashed amount back (§6.3). */
async function cashCredits(ctx: LedgerContext, nos: readonly string[], planNo: string | null, comment: string): Promise<void> {
  if (nos.length === 0) return;
  const moved = await moveCredits(ctx, nos, 'CASH_PAID', { appNo: planNo, bizType: 'CASH' }, { comment, thenLimits: true });
  for (const rootNo of [...new Set(moved.map((c) => c.root_no))].sort()) {
    const leaves = await rootLeaves(ctx.tx, rootNo);
    if (!leaves.every((l) => ['CASHED', 'REFUSED', 'WITHDRAWN', 'RECYCLED'].includes(l.status))) continue;
    const first = leaves[0];
    if (!first?.revolving) continue;
    const cashed = leaves.filter((l) => l.status === 'CASHED').reduce((s, l) => s + fenOf(l.amount_fen), 0n);
    if (cashed > 0n)
      await moveLimit(ctx.tx, ctx, { lineId: first.line_id, subLimitId: first.sub_limit_id }, 'RELEASE', cashed, {
        bizType: 'CASH',
        bizNo: rootNo,
        corpId: first.issuer_corp_id,
      });
  }
}

/**
 * The bank pays an approved plan's waiting lines: PENDING → PAYING → PAID (bank serial, time) or FAILED (the stub's
 * refusal); paid credits 已兑付. The reference server pays as soon as the plan is approved (docs/adr/0014).
 */
async function payLines(ctx: LedgerContext, planNo: string): Promise<void> {
  const lines = (await linesOfPlans(ctx.tx, [planNo])).filter((l) => l.status === 'PENDING');
  const accounts = new Map(
    (
      await accountsByIds(
        ctx.tx,
        lines.flatMap((l) => (l.payee_account_id ? [l.payee_account_id] : [])),
      )
    ).map((a) => [a.account_id, a]),
  );
  const paid: string[] = [];
  for (const l of lines) {
    if (!['CASHING', 'OVERDUE'].includes(l.credit_status)) continue;
    if (!(await setLineStatus(ctx.tx, l.line_id, ['PENDING'], 'PAYING'))) continue;
    const why = paymentRefusal(l.payee_account_id ? (accounts.get(l.payee_account_id)?.account_no ?? null) : null);
    if (why) await setLineStatus(ctx.tx, l.line_id, ['PAYING'], 'FAILED', { failReason: why });
    else {
      await setLineStatus(ctx.tx, l.line_id, ['PAYING'], 'PAID', {
        paidAt: ctx.now,
        paidDate: ctx.businessDate,
        serial: bankSerial(ctx.businessDate, l.line_id),
      });
      paid.push(l.credit_no);
    }
  }
  await cashCredits(ctx, paid, planNo, '银行付款成功');
}

const bankActor = (corpId: string) => ({ userId: null, corpId, role: SYSTEM_ROLE });

/** 同意 with the director's key (the ledger's approval: credits 兑付中), then the payment. */
export async function approve(env: ServiceEnv, actor: Actor, planNo: string, payload: SignaturePayload): Promise<CashPlan> {
  const plan = await loadPlan(env.db, actor, planNo);
  await requirePage(env.db, actor, APPROVE_PAGES[plan.variant]);
  await approveApplication(env, actor, planNo, payload);
  await inLedger(env, bankActor(actor.corpId), (ctx) => payLines(ctx, planNo));
  return planDetail(env.db, actor, planNo);
}

/** 退回 to the operator with 意见. */
export async function returnPlan(env: ServiceEnv, actor: Actor, planNo: string, comment: string): Promise<CashPlan> {
  const plan = await loadPlan(env.db, actor, planNo);
  await requirePage(env.db, actor, APPROVE_PAGES[plan.variant]);
  await decideApplication(env, actor, planNo, 'RETURN', comment);
  return planDetail(env.db, actor, planNo);
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
  await requirePage(env.db, actor, ['/credit/core/cash/cash-confirm']);
  return leafViews(env.db, await leavesIn(env.db, actor.corpId, ['CASHING', 'OVERDUE']));
}

/**
 * 兑付确认 (线下兑付): the issuer paid outside the platform on `paidDate` with `reference` → the credit's waiting or
 * failed line of an approved plan is PAID (or, for an overdue credit no approved plan covers, an offline line is
 * written), and the credit 已兑付. A credit is paid at most once (the state machine and a unique index say so).
 */
export async function confirm(env: ServiceEnv, actor: Actor, input: CashConfirmInput): Promise<CashLine> {
  await requirePage(env.db, actor, ['/credit/core/cash/cash-confirm']);
  const lineId = await inLedger(env, acting(actor), async (ctx) => {
    const [c] = await creditsByNos(ctx.tx, [input.creditNo], false);
    if (!c || c.issuer_corp_id !== actor.corpId) throw refuse.creditNotFound();
    if (!['CASHING', 'OVERDUE'].includes(c.status)) throw refuse.state(`凭证${c.credit_no}当前状态不是兑付中或逾期，不能兑付确认`);
    if (input.paidDate > ctx.businessDate) throw refuse.rule('付款日期不能晚于当前日期');
    if (input.paidDate < addDays(c.due_date, -30)) throw refuse.rule('付款日期早于到期日30天以上，请核对');
    const [line] = await liveLinesOf(ctx.tx, [c.credit_no]);
    const plan = line?.app_no ? await appByNo(ctx.tx, line.app_no, false) : undefined;
    const paid = { paidAt: ctx.now, paidDate: input.paidDate, serial: input.reference, offline: true };
    let id: number;
    if (line && plan?.status === 'COMPLETED' && line.status !== 'PAID') {
      if (!(await setLineStatus(ctx.tx, line.line_id, ['PENDING', 'FAILED'], 'PAID', paid))) throw refuse.state();
      id = Number(String(line.line_id));
    } else {
      const payee =
        (await accountsOf(ctx.tx, [c.holder_corp_id])).find((a) => a.account_id === c.holder_account_id) ??
        payeeAccount(await accountsOf(ctx.tx, [c.holder_corp_id]), c.holder_corp_id, null);
      const holderType = (await ctx.tx.query<{ corp_type: string }>('SELECT corp_type FROM corp WHERE corp_id = $1', [c.holder_corp_id]))[0]?.corp_type;
      id = await insertLine(
        ctx.tx,
        {
          appNo: null,
          lineNo: 1,
          creditNo: c.credit_no,
          payeeCorpId: c.holder_corp_id,
          payeeKind: holderType === 'FI' ? 'FI' : 'HOLDER',
          payeeAccountId: payee?.account_id ?? null,
          amountFen: amountOf(c),
        },
        { at: ctx.now, date: input.paidDate, serial: input.reference },
      );
    }
    await cashCredits(ctx, [c.credit_no], line?.app_no && plan?.status === 'COMPLETED' ? line.app_no : null, `线下兑付确认：${input.reference}`);
    return id;
  });
  const row = await lineById(env.db, lineId);
  if (!row) throw refuse.state();
  return (await lineViews(env.db, [row]))[0] as CashLine;
}

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

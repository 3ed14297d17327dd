import { HOLIDAY_REGION } from '@scf/api/contract';
import type { CashCheck, CashPlan, CashSubmitInput, CashVariant } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import type { AccountRow } from '../applications';
import { act, acting, appOf, createApp, inLedger, newApp, nextAppNo } from '../applications';
import { amountOf, insertAppCredits } from '../credits';
import { isWorkingDay } from '../reference';
import { CALENDAR_PAGE, SUBMIT_PAGES, requirePage } from './cash-access';
import { planDetail } from './cash-reads.service';
import { inPendingPlans, insertLine, insertPlan, liveLinesOf, plansOn } from './cash.repo';
import { PAYABLE, accountsOf, leavesDue, nextDueDate } from './cash-leaves.repo';
import type { LeafRow } from './cash-leaves.repo';
import { WINDOW_WORKING_DAYS, windowRefusal } from './cash.rules';
import { accountView, leafView, payeeAccount } from './cash.view';

/** 兑付检查 and the plan's submission (domain.md §7.8). */

/** D − n working days (holiday-aware, domain.md §4.2). */
async function workingDaysBefore(q: Queryable, date: string, n: number): Promise<string> {
  let d = date;
  for (let left = n; left > 0;) {
    d = addDays(d, -1);
    if (await isWorkingDay(q, HOLIDAY_REGION, d)) left -= 1;
  }
  return d;
}

interface Checked {
  check: CashCheck;
  leaves: LeafRow[];
  accounts: AccountRow[];
  payer: AccountRow | undefined;
}

/** What the bank lets the payer account pay: balance − frozen (domain-lines.md §14A.3). */
const availableOf = (a: AccountRow): bigint => fenOf(a.balance_fen) - fenOf(a.frozen_fen);

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
    balance: payer ? fenToDecimal(availableOf(payer)) : null,
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
  const balance = payer ? availableOf(payer) : null;
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
  await requirePage(env.db, actor, [...SUBMIT_PAGES[variant], CALENDAR_PAGE]);
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
    if (input.variant === 'CASH' && !input.fundsReady && (payer ? availableOf(payer) : 0n) < total)
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

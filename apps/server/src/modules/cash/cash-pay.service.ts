import type { CashPlan, SignaturePayload } from '@scf/api/contract';
import { fenOf } from '../../platform/db/fen-column';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { SYSTEM_ROLE, approve as approveApplication, decide as decideApplication, inLedger } from '../applications';
import type { LedgerContext } from '../applications';
import { SimBank, isBankRefusal } from '../bank';
import { moveCredits } from '../credits';
import { moveLimit } from '../limits';
import { APPROVE_PAGES, requirePage } from './cash-access';
import { loadPlan, planDetail } from './cash-reads.service';
import { linesOfPlans, payerOf, setLineStatus } from './cash.repo';
import type { LineRow } from './cash.repo';
import { rootLeaves } from './cash-leaves.repo';
import { NO_PAYEE_ACCOUNT, otherBankSerial } from './cash.rules';

/** 兑付's money (domain.md §7.8): the approval that pays, the bank's payment of the lines and 退回 (兑付确认: cash-confirm.service.ts). */

/** Paid credits become 已兑付; a root on a revolving line whose leaves are all terminal gives its cashed amount back (§6.3). */
export async function cashCredits(ctx: LedgerContext, nos: readonly string[], planNo: string | null, comment: string): Promise<void> {
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
 * The bank pays an approved plan's waiting lines: PENDING → PAYING → PAID (the bank's serial, time) or FAILED (the
 * bank's refusal, e.g. 账户余额不足 when another plan already spent the funds); paid credits 已兑付. A CASH plan's
 * payer is its SPECIAL account in the simulated bank, debited for real (two receipts per line); an ICBC plan pays from
 * another bank, so only the payee's account is credited. The reference server pays as soon as the plan is approved
 * (docs/adr/0014).
 */
export async function payLines(ctx: LedgerContext, planNo: string): Promise<void> {
  const lines = (await linesOfPlans(ctx.tx, [planNo])).filter((l) => l.status === 'PENDING');
  const payer = await payerOf(ctx.tx, planNo);
  const fromAccountId = payer?.payer_account_type === 'SPECIAL' ? await SimBank.accountIdByNo(ctx.tx, payer.payer_account_no) : null;
  const paid: string[] = [];
  for (const l of lines) {
    if (!['CASHING', 'OVERDUE'].includes(l.credit_status)) continue;
    if (!(await setLineStatus(ctx.tx, l.line_id, ['PENDING'], 'PAYING'))) continue;
    const serial = await pay(ctx, planNo, l, payer?.payer_account_type === 'SPECIAL' ? (fromAccountId ?? '') : null);
    if (typeof serial !== 'string') await setLineStatus(ctx.tx, l.line_id, ['PAYING'], 'FAILED', { failReason: serial.why });
    else {
      await setLineStatus(ctx.tx, l.line_id, ['PAYING'], 'PAID', { paidAt: ctx.now, paidDate: ctx.businessDate, serial });
      paid.push(l.credit_no);
    }
  }
  await cashCredits(ctx, paid, planNo, '银行付款成功');
}

/** One line through the bank: its serial, or why the bank refused (nothing moved then). `fromAccountId` null: another bank pays. */
async function pay(ctx: LedgerContext, planNo: string, l: LineRow, fromAccountId: string | null): Promise<string | { why: string }> {
  if (!l.payee_account_id) return { why: NO_PAYEE_ACCOUNT };
  const clock = { businessDate: ctx.businessDate, now: ctx.now };
  const amountFen = fenOf(l.amount_fen);
  try {
    if (fromAccountId === null) {
      await SimBank.deposit(ctx.tx, { ...clock, accountId: l.payee_account_id, amountFen, summary: '兑付付款（他行）' });
      return otherBankSerial(ctx.businessDate, l.line_id);
    }
    const r = await SimBank.transfer(ctx.tx, {
      ...clock,
      fromAccountId,
      toAccountId: l.payee_account_id,
      amountFen,
      purpose: 'CASH_PAY',
      bizRef: l.credit_no,
      remark: `兑付计划${planNo}`,
    });
    return r.bankSerial;
  } catch (e) {
    if (isBankRefusal(e)) return { why: e.message };
    throw e;
  }
}

export const bankActor = (corpId: string) => ({ userId: null, corpId, role: SYSTEM_ROLE });

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

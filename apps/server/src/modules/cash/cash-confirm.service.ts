import { cashConfirmInputSchema } from '@scf/api/contract';
import type { ApplicationDetail, CashConfirmInput, SignaturePayload } from '@scf/api/contract';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, appByNo, approve, createApp, decide, detailOf, inLedger, moneyText, newApp, nextAppNo } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import { amountOf, creditsByNos, insertAppCredits } from '../credits';
import type { CreditRow } from '../credits';
import { cashCredits } from './cash-pay.service';
import { CONFIRM_PAGES, requirePage } from './cash-access';
import { confirmRequestOf, insertConfirmRequest, liveConfirmOf } from './cash-confirm.repo';
import { accountsOf, corpTypeOf } from './cash-leaves.repo';
import { insertLine, liveLinesOf, setLineStatus } from './cash.repo';
import { payeeAccount } from './cash.view';

/**
 * 兑付确认 of an offline payment (domain.md §7.8, issue 26 item 6): the operator proposes it, the director signs the
 * credit, amount, payee, date and reference with the key, and a credit held by a bank waits for the bank's 确认收款
 * (signed with its product manager's key) before it is 已兑付. No single person clears the core's own debt.
 */

/** The credit as 兑付确认 may take it: the caller's own issue, 兑付中 or 逾期, paid on a date the rules allow. */
function checkConfirmable(c: CreditRow | undefined, corpId: string, paidDate: string, businessDate: string): CreditRow {
  if (!c || c.issuer_corp_id !== corpId) throw refuse.creditNotFound();
  if (!['CASHING', 'OVERDUE'].includes(c.status)) throw refuse.state(`凭证${c.credit_no}当前状态不是兑付中或逾期，不能兑付确认`);
  if (paidDate > businessDate) throw refuse.rule('付款日期不能晚于当前日期');
  if (paidDate < addDays(c.due_date, -30)) throw refuse.rule('付款日期早于到期日30天以上，请核对');
  return c;
}

/** 提交兑付确认 (the operator): one proposal in process per credit; the payee is the holder (the bank for a financed credit). */
export async function proposeConfirm(env: ServiceEnv, actor: Actor, raw: CashConfirmInput): Promise<ApplicationDetail> {
  const input = cashConfirmInputSchema.parse(raw);
  // The operator proposes; the director only signs (one person never clears the core's own debt).
  if (actor.role !== 'ROLE_OPERATOR') throw refuse.forbidden();
  await requirePage(env.db, actor, CONFIRM_PAGES);
  return inLedger(env, acting(actor), async (ctx) => {
    const [found] = await creditsByNos(ctx.tx, [input.creditNo], true);
    const c = checkConfirmable(found, actor.corpId, input.paidDate, ctx.businessDate);
    if (await liveConfirmOf(ctx.tx, c.credit_no)) throw refuse.rule('已有处理中的申请');
    const accounts = await accountsOf(ctx.tx, [c.holder_corp_id]);
    const payee = accounts.find((a) => a.account_id === c.holder_account_id) ?? payeeAccount(accounts, c.holder_corp_id, null);
    const bankHolds = (await corpTypeOf(ctx.tx, c.holder_corp_id)) === 'FI';
    const appNo = await nextAppNo(ctx.tx, 'CASH_CONFIRM', ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo, bizType: 'CASH_CONFIRM', productType: 'CREDIT', amountFen: amountOf(c) }),
        issuerCorpId: actor.corpId,
        counterpartyCorpId: bankHolds ? c.holder_corp_id : null,
        reason: `付款日期：${input.paidDate}；付款流水号：${input.reference}`,
      },
      'SUBMIT',
      async () => {
        await insertConfirmRequest(ctx.tx, {
          appNo,
          creditNo: c.credit_no,
          paidDate: input.paidDate,
          reference: input.reference,
          payeeCorpId: c.holder_corp_id,
          payeeAccountId: payee?.account_id ?? null,
        });
        await insertAppCredits(ctx.tx, appNo, [{ creditNo: c.credit_no, amountFen: amountOf(c) }]);
      },
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

/** 确认收款 (the bank holding the credit): its product manager signs the same original → 已兑付. */
export const confirmReceipt = (env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<ApplicationDetail> =>
  approve(env, actor, appNo, payload, 'own');

/** 未收到款项 (the bank, with 意见): the proposal ends, the credit stays unpaid. */
export const refuseReceipt = (env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> =>
  decide(env, actor, appNo, 'REJECT', comment, 'own');

/** What the director and the bank sign: the credit, the amount, the payee and its account, the date and the reference. */
export async function confirmLines(q: Queryable, a: AppRow): Promise<string[]> {
  const r = await confirmRequestOf(q, a.app_no);
  if (!r) return [];
  const account = r.account_no ? `${r.account_no}（${r.bank_name ?? ''}）` : '无';
  return [
    `凭证编号：${r.credit_no}`,
    `兑付金额：${moneyText(amountOf(a))}`,
    `收款方：${r.payee_name}`,
    `收款账户：${account}`,
    `付款日期：${r.paid_date}`,
    `付款流水号：${r.reference}`,
  ];
}

/**
 * The effect of the last signature: the credit's waiting or failed line of an approved plan is PAID (or, for a credit
 * no approved plan covers, an offline line is written), and the credit 已兑付. A credit is paid at most once (the
 * state machine and a unique index say so); its state is checked again under the lock.
 */
export async function settleConfirm(ctx: LedgerContext, app: AppRow): Promise<void> {
  const r = await confirmRequestOf(ctx.tx, app.app_no);
  if (!r) throw refuse.state();
  const [found] = await creditsByNos(ctx.tx, [r.credit_no], true);
  const c = checkConfirmable(found, app.applicant_corp_id, r.paid_date, ctx.businessDate);
  const [line] = await liveLinesOf(ctx.tx, [c.credit_no]);
  const plan = line?.app_no ? await appByNo(ctx.tx, line.app_no, false) : undefined;
  const paid = { paidAt: ctx.now, paidDate: r.paid_date, serial: r.reference, offline: true };
  const onPlan = line !== undefined && plan?.status === 'COMPLETED' && line.status !== 'PAID';
  if (onPlan) {
    if (!(await setLineStatus(ctx.tx, line.line_id, ['PENDING', 'FAILED'], 'PAID', paid))) throw refuse.state();
  } else {
    await insertLine(
      ctx.tx,
      {
        appNo: null,
        lineNo: 1,
        creditNo: c.credit_no,
        payeeCorpId: r.payee_corp_id,
        payeeKind: app.counterparty_corp_id === r.payee_corp_id ? 'FI' : 'HOLDER',
        payeeAccountId: r.payee_account_id,
        amountFen: amountOf(c),
      },
      { at: ctx.now, date: r.paid_date, serial: r.reference },
    );
  }
  await cashCredits(ctx, [c.credit_no], onPlan ? (line.app_no ?? null) : null, `线下兑付确认：${r.reference}（${app.app_no}）`);
}

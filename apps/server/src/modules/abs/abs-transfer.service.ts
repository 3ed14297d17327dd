import { absTransferInputSchema } from '@scf/api/contract';
import type { AbsPricePreview, AbsTransferInput, ApplicationDetail, SignaturePayload } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, approvalOriginal, approve, createApp, decide, detailOf, inLedger, newApp, nextAppNo, proceed } from '../applications';
import * as repo from './abs.repo';
import type { QuoteRow, ReceivableRow } from './abs.repo';
import { checkTransferable, priceOf } from './abs.rules';

/**
 * ABS转让 (domain-lines.md §18.3–§18.4): the creditor's operator picks confirmed receivables and a factor with a quote for
 * each debtor, sees the price at today, and applies (ABT 待复核, the receivables 转让中). The steps after it are the
 * flow's (abs.flows.ts): the generic approve for the creditor's director, the calls below for the factor.
 */

/** The caller's receivables named in the input (locked), each transferable to the factor, with its debtor's quote. */
async function picked(q: Queryable, actor: Actor, input: AbsTransferInput, businessDate: string): Promise<Array<{ r: ReceivableRow; quote: QuoteRow }>> {
  const nos = [...new Set(input.receivableNos)];
  const rows = await repo.creditorReceivables(q, actor.corpId, nos);
  if (rows.length !== nos.length) throw refuse.rule('请选择本企业的应收账款');
  const out: Array<{ r: ReceivableRow; quote: QuoteRow }> = [];
  for (const r of rows) out.push({ r, quote: checkTransferable(r, await repo.quoteOf(q, input.fiCorpId, r.debtor_corp_id), businessDate) });
  return out;
}

/** 转让价款 at the business date (the preview; the factor's payment recomputes it on its own day). */
export async function previewTransfer(env: ServiceEnv, actor: Actor, raw: AbsTransferInput): Promise<AbsPricePreview> {
  const input = absTransferInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const lines = (await picked(ctx.tx, actor, input, ctx.businessDate)).map(({ r, quote }) => {
      const f = priceOf(r, quote, ctx.businessDate);
      return { r, quote, f };
    });
    const sum = (pick: (f: (typeof lines)[number]['f']) => bigint) => fenToDecimal(lines.reduce((s, l) => s + pick(l.f), 0n));
    return {
      lines: lines.map(({ r, quote, f }) => ({
        receivableNo: r.receivable_no,
        amount: fenToDecimal(fenOf(r.amount_fen)),
        dueDate: r.due_date,
        valueDate: ctx.businessDate,
        days: f.days,
        priceMode: quote.price_mode,
        rate: quote.rate,
        discount: fenToDecimal(f.discountFen),
        price: fenToDecimal(f.priceFen),
        serviceFee: fenToDecimal(f.serviceFeeFen),
        supplierReceives: fenToDecimal(f.supplierReceivesFen),
        annualisedCostPercent: f.annualisedCostPercent,
      })),
      amount: fenToDecimal(lines.reduce((s, l) => s + fenOf(l.r.amount_fen), 0n)),
      price: sum((f) => f.priceFen),
      serviceFee: sum((f) => f.serviceFeeFen),
      supplierReceives: sum((f) => f.supplierReceivesFen),
    };
  });
}

/** ABS转让申请: ABT 待复核 to the factor (the application's counterparty), the receivables 转让中. */
export async function applyTransfer(env: ServiceEnv, actor: Actor, raw: AbsTransferInput): Promise<ApplicationDetail> {
  const input = absTransferInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const rows = await picked(ctx.tx, actor, input, ctx.businessDate);
    const appNo = await nextAppNo(ctx.tx, 'ABS_TRANSFER', ctx.businessDate);
    const amountFen = rows.reduce((s, { r }) => s + fenOf(r.amount_fen), 0n);
    const app = await createApp(
      ctx,
      { ...newApp(ctx, { appNo, bizType: 'ABS_TRANSFER', productType: 'ABS', amountFen }), counterpartyCorpId: input.fiCorpId },
      'SUBMIT',
      async () => {
        await repo.insertTransferApp(ctx.tx, appNo, input.fiCorpId);
        for (const { r } of rows) await repo.linkApp(ctx.tx, appNo, r.receivable_no);
        const nos = rows.map(({ r }) => r.receivable_no);
        if ((await repo.moveReceivables(ctx.tx, nos, 'TRANSFER_APPLY', { at: ctx.now, transferAppNo: appNo })) !== nos.length) throw refuse.state();
      },
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

/** The factor's 客户经理 审核通过 (the checks run as the flow's effect). */
export const fiPass = (env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> =>
  proceed(env, actor, appNo, 'DECIDE', comment);

/** The factor's 拒绝 at either of its steps. */
export const fiReject = (env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<ApplicationDetail> =>
  decide(env, actor, appNo, 'REJECT', comment);

/** The factor's 产品经理 同意受让 with the key: the flow's effect prices, pays and registers. */
export const fiApprove = (env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<ApplicationDetail> =>
  approve(env, actor, appNo, payload);

/** The CONTRACT_SIGN original of an APR (应付账款确认函) or ABT (转让申请书 + 通知书, or the factor's 转让合同). */
export const absOriginal = (env: ServiceEnv, actor: Actor, appNo: string): Promise<string> => approvalOriginal(env, actor, appNo, 'CONTRACT_SIGN');

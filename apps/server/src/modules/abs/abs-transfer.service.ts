import { TERMINAL_APP_STATUSES, absTransferInputSchema, pageWindow } from '@scf/api/contract';
import type {
  AbsFactor,
  AbsPricePreview,
  AbsTransferDetail,
  AbsTransferDoneQuery,
  AbsTransferInput,
  ApplicationDetail,
  ApplicationRow,
  Page,
  SignaturePayload,
} from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import {
  acting,
  appOf,
  applicationRowView,
  approvalOriginal,
  approve,
  createApp,
  decide,
  detailOf,
  inLedger,
  newApp,
  nextAppNo,
  proceed,
} from '../applications';
import * as transfers from './abs-transfer.repo';
import { poolTargetOf } from './abs-pool-target';
import * as repo from './abs.repo';
import type { QuoteRow, ReceivableRow } from './abs.repo';
import { checkTransferable, priceOf } from './abs.rules';
import type { PriceTerms } from './abs.rules';
import { receivableView } from './abs.view';

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

type PriceLine = AbsPricePreview['lines'][number];

/** One receivable's §18.4 price line at a value date under the terms. */
function priceLine(r: ReceivableRow, terms: PriceTerms, valueDate: string): PriceLine & { fen: ReturnType<typeof priceOf> } {
  const f = priceOf(r, terms, valueDate);
  return {
    receivableNo: r.receivable_no,
    amount: fenToDecimal(fenOf(r.amount_fen)),
    dueDate: r.due_date,
    valueDate,
    days: f.days,
    priceMode: terms.price_mode,
    rate: terms.rate,
    discount: fenToDecimal(f.discountFen),
    price: fenToDecimal(f.priceFen),
    serviceFee: fenToDecimal(f.serviceFeeFen),
    supplierReceives: fenToDecimal(f.supplierReceivesFen),
    annualisedCostPercent: f.annualisedCostPercent,
    fen: f,
  };
}

const withoutFen = ({ fen: _fen, ...line }: ReturnType<typeof priceLine>): PriceLine => line;

/** Σ price, fee and what the supplier receives over the lines (fen summed, never floats). */
function totals(lines: ReadonlyArray<ReturnType<typeof priceLine>>) {
  const sum = (pick: (f: ReturnType<typeof priceOf>) => bigint) => fenToDecimal(lines.reduce((s, l) => s + pick(l.fen), 0n));
  return { price: sum((f) => f.priceFen), serviceFee: sum((f) => f.serviceFeeFen), supplierReceives: sum((f) => f.supplierReceivesFen) };
}

/** 转让价款 at the business date (the preview; the factor's payment recomputes it on its own day). */
export async function previewTransfer(env: ServiceEnv, actor: Actor, raw: AbsTransferInput): Promise<AbsPricePreview> {
  const input = absTransferInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const rows = await picked(ctx.tx, actor, input, ctx.businessDate);
    const lines = rows.map(({ r, quote }) => priceLine(r, quote, ctx.businessDate));
    return {
      lines: lines.map(withoutFen),
      amount: fenToDecimal(rows.reduce((s, { r }) => s + fenOf(r.amount_fen), 0n)),
      ...totals(lines),
    };
  });
}

/** 受让方 (§18.3): the factors quoting for the debtors of the caller's 已确权 receivables, each with its quotes. */
export async function transferFactors(q: Queryable, actor: Actor): Promise<AbsFactor[]> {
  const out = new Map<string, AbsFactor>();
  for (const row of await transfers.factorQuotes(q, actor.corpId)) {
    const f = out.get(row.fi_corp_id) ?? { fi: { corpId: row.fi_corp_id, corpName: row.fi_name }, quotes: [] };
    f.quotes.push({
      debtor: { corpId: row.debtor_corp_id, corpName: row.debtor_name },
      priceMode: row.price_mode,
      rate: row.rate,
      serviceFeeRate: row.service_fee_rate,
    });
    out.set(row.fi_corp_id, f);
  }
  return [...out.values()];
}

/**
 * An ABT as its detail pages show it: once paid, each line at the factor's value date and stored terms (the amounts
 * paid); while open, at today under the factor's quotes (what it would pay today); once ended unpaid, no price.
 */
export async function transferDetail(q: Queryable, actor: Actor, appNo: string, businessDate: string): Promise<AbsTransferDetail> {
  const app = await appOf(q, actor.corpId, appNo, false);
  const t = app?.biz_type === 'ABS_TRANSFER' ? await transfers.transferOf(q, appNo) : undefined;
  if (!app || !t) throw refuse.appNotFound();
  const rows = await repo.receivablesOfApp(q, appNo, false);
  const pricing = app.status === 'COMPLETED' ? 'PAID' : TERMINAL_APP_STATUSES.includes(app.status) ? 'NONE' : 'PREVIEW';
  const valueDate = pricing === 'PAID' ? t.value_date : pricing === 'PREVIEW' ? businessDate : null;
  const lines: Array<{ r: ReceivableRow; line: ReturnType<typeof priceLine> | null }> = [];
  for (const r of rows) {
    const terms =
      pricing === 'PAID'
        ? await transfers.paidTermsOf(q, r.receivable_no)
        : pricing === 'PREVIEW'
          ? await repo.quoteOf(q, t.fi_corp_id, r.debtor_corp_id)
          : undefined;
    const priced = valueDate && terms?.price_mode && terms.rate && terms.service_fee_rate && r.due_date > valueDate;
    lines.push({ r, line: priced ? priceLine(r, terms as PriceTerms, valueDate) : null });
  }
  const all = lines.every((l) => l.line !== null) && lines.length > 0;
  const sums = all ? totals(lines.map((l) => l.line as ReturnType<typeof priceLine>)) : null;
  return {
    application: await detailOf(q, acting(actor), app),
    fi: { corpId: t.fi_corp_id, corpName: t.fi_name },
    pricing,
    valueDate,
    lines: lines.map(({ r, line }) => ({ receivable: receivableView(r), price: line ? withoutFen(line) : null })),
    amount: fenToDecimal(rows.reduce((s, r) => s + fenOf(r.amount_fen), 0n)),
    price: sums?.price ?? null,
    serviceFee: sums?.serviceFee ?? null,
    supplierReceives: pricing === 'PAID' && t.paid_fen !== null ? fenToDecimal(fenOf(t.paid_fen)) : (sums?.supplierReceives ?? null),
    bankSerial: t.bank_serial,
    poolTarget: await poolTargetView(q, appNo),
  };
}

const poolTargetView = async (q: Queryable, appNo: string): Promise<AbsTransferDetail['poolTarget']> => {
  const p = await poolTargetOf(q, appNo);
  return p ? { productCode: p.product_code, productName: p.name } : null;
};

/** ABS转让审批 已办: the transfers on which the caller recorded a step. */
export async function transferDone(q: Queryable, actor: Actor, query: AbsTransferDoneQuery): Promise<Page<ApplicationRow>> {
  const { limit, offset } = pageWindow(query);
  const page = await transfers.donePage(q, { corpId: actor.corpId, userId: actor.userId }, query.filters?.appNo, limit, offset);
  return { rows: page.rows.map((a) => applicationRowView(a, acting(actor))), total: page.total };
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

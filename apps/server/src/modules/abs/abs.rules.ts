import { ABS_RECEIVABLE_STATUS_LABEL, HOLIDAY_REGION } from '@scf/api/contract';
import type { AbsReceivableStatus } from '@scf/api/contract';
import { absTransferPrice, calendarDaysBetween } from '@scf/api/money';
import type { AbsPriceFigures } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import { isWorkingDay } from '../reference';
import { absOpened, freeFen, invoicesOfReceivable, isSupplierOf, lockInvoicesFree } from './abs.repo';
import type { QuoteRow, ReceivableRow } from './abs.repo';

/** The rules of 供应链ABS (domain-lines.md §18.2–§18.4), with the refusals of §18.3 verbatim. */

export const MAX_TERM_DAYS = 360;

/** A receivable's status must be one of `from` to take `what`. */
export function requireStatus(r: ReceivableRow, from: readonly AbsReceivableStatus[], what: string): void {
  if (!from.includes(r.status)) throw refuse.state(`应收账款当前状态为「${ABS_RECEIVABLE_STATUS_LABEL[r.status]}」，不能${what}`);
}

export interface PayableCheck {
  creditorCorpId: string;
  amountFen: bigint;
  dueDate: string;
  invoices: ReadonlyArray<{ invoiceId: string; occupyFen: bigint }>;
}

/** The parties and the due date of one payable: a supplier of the debtor with ABS opened, a working day 1–360 days ahead. */
export async function checkPayableTerms(q: Queryable, debtorCorpId: string, p: PayableCheck, businessDate: string): Promise<void> {
  if (!(await isSupplierOf(q, debtorCorpId, p.creditorCorpId))) throw refuse.rule('请选择本企业的供应商');
  if (!(await absOpened(q, p.creditorCorpId))) throw refuse.rule('债权人未开通供应链ABS');
  const days = calendarDaysBetween(businessDate, p.dueDate);
  if (days < 1 || days > MAX_TERM_DAYS) throw refuse.rule(`到期日须在1至${MAX_TERM_DAYS}天之内`);
  if (!(await isWorkingDay(q, HOLIDAY_REGION, p.dueDate))) throw refuse.rule('到期日须为工作日');
  if (new Set(p.invoices.map((i) => i.invoiceId)).size !== p.invoices.length) throw refuse.rule('同一笔应付账款不能重复选择同一张发票');
  if (p.invoices.reduce((s, i) => s + i.occupyFen, 0n) < p.amountFen) throw refuse.rule('本次占用金额合计不能小于应付账款金额');
}

/**
 * The invoices of a whole batch (locked): each the debtor's own, VERIFIED, and what the batch occupies of it within what
 * credits, EDT and other ABS receivables leave (§18.8 (2)).
 */
export async function checkBatchInvoices(q: Queryable, debtorCorpId: string, payables: readonly PayableCheck[]): Promise<void> {
  const wanted = new Map<string, bigint>();
  for (const p of payables) for (const i of p.invoices) wanted.set(i.invoiceId, (wanted.get(i.invoiceId) ?? 0n) + i.occupyFen);
  const rows = await lockInvoicesFree(q, [...wanted.keys()]);
  for (const [id, fen] of wanted) {
    const v = rows.find((r) => r.invoice_id === id && r.corp_id === debtorCorpId);
    if (!v) throw refuse.rule('请选择本企业的发票');
    if (v.verify_status !== 'VERIFIED') throw refuse.rule('发票未查验通过，不能登记');
    if (freeFen(v) < fen) throw refuse.rule('该应付账款已存在相同发票占用');
  }
}

/** 转让 (§18.3): confirmed, not disputed, never registered at 中登, with a quote of the factor for its debtor. */
export function checkTransferable(r: ReceivableRow, quote: QuoteRow | undefined, businessDate: string): QuoteRow {
  if (r.status === 'DISPUTED') throw refuse.rule('该应收账款存在异议，不能转让');
  if (r.status !== 'CONFIRMED') throw refuse.rule('仅已确权的应收账款可转让');
  if (r.zd_reg_no) throw refuse.rule('该应收账款已在中登网登记，存在重复转让风险');
  if (!quote) throw refuse.rule('未配置该债务人的转让报价');
  if (r.due_date <= businessDate) throw refuse.rule('该应收账款已到期，不能转让');
  return quote;
}

/** The factor's review (客户经理 审核): the invoices still verified, no 中登 registration, no dispute. */
export async function checkForFactor(q: Queryable, r: ReceivableRow): Promise<void> {
  if (r.status === 'DISPUTED') throw refuse.rule('该应收账款存在异议，不能转让');
  if (r.zd_reg_no) throw refuse.rule('该应收账款已在中登网登记，存在重复转让风险');
  const invoices = await invoicesOfReceivable(q, r.receivable_no);
  if (invoices.length === 0 || invoices.some((i) => i.verify_status !== 'VERIFIED')) throw refuse.rule('发票未查验通过，不能转让');
}

/** What prices a receivable: its debtor's quote, or the terms stored with it when the factor paid. */
export type PriceTerms = Pick<QuoteRow, 'price_mode' | 'rate' | 'service_fee_rate'>;

/** The §18.4 price of a receivable at a value date under its debtor's quote. */
export function priceOf(r: ReceivableRow, quote: PriceTerms, valueDate: string): AbsPriceFigures {
  const terms =
    quote.price_mode === 'DISCOUNT' ? { priceMode: 'DISCOUNT' as const, discountRate: quote.rate } : { priceMode: 'RATIO' as const, ratio: quote.rate };
  return absTransferPrice({ ...terms, amountFen: BigInt(String(r.amount_fen)), valueDate, dueDate: r.due_date, serviceFeeRate: quote.service_fee_rate });
}

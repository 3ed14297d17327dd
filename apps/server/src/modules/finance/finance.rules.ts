/**
 * The rules of a financing (融资, domain.md §7.7) that the apply, the preview and the funding share: the FI and the
 * term of the credit (FI customer file, the issuing line's FI, term left, a quote — 未配置报价 otherwise —, not the
 * holder's own issue, 买方付息 where the core committed), and the figures from @scf/api/money's financeFigures.
 */
import { PRODUCTS, QUOTE_MISSING } from '@scf/api/contract';
import type { ProductCode } from '@scf/api/contract';
import { calendarDaysBetween, quoteForTerm, voucherFinanceFigures } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/api-error';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import { productConfig } from '../config';
import { datumVerdictOf } from '../trade-data';
import { commitmentOf } from './buyer-paid.repo';
import * as repo from './finance.repo';
import type { QuoteRow } from './finance.repo';

export const rule = (message: string) => refuse.rule(message);
export const financeNotFound = () => new ApiError(404, 'NOT_FOUND', '融资申请不存在');

/** minRemainingDaysForFinance (domain.md §4.2): 5 calendar days. */
export const MIN_REMAINING_DAYS = 5;

const percent = (r: string) => `${r}%`;

/** The quote band of (FI, issuer, product) for the remaining term from `valueDate`; 未配置报价 when none covers it. */
export async function quoteAt(
  q: Queryable,
  fiCorpId: string,
  issuerCorpId: string,
  valueDate: string,
  dueDate: string,
  productType: 'CREDIT' | 'VOUCHER' = 'CREDIT',
): Promise<QuoteRow> {
  const quote = quoteForTerm(await repo.quotesOf(q, fiCorpId, issuerCorpId, productType), calendarDaysBetween(valueDate, dueDate));
  if (!quote) throw rule(QUOTE_MISSING);
  return quote;
}

/**
 * The figures of §7.7 and domain-lines.md §17.3 from @scf/api/money: interest and fee, each split by the buyer share
 * p (0 卖方付息, 100 买方付息, 1–99 协议付息); net = F − sellerInterest − sellerFee, buyerCharge = buyerInterest + buyerFee.
 */
export function figuresOf(
  quote: Pick<QuoteRow, 'annual_rate' | 'service_fee_rate' | 'buyer_share_pct'>,
  amountFen: bigint,
  valueDate: string,
  dueDate: string,
) {
  if (calendarDaysBetween(valueDate, dueDate) < 1) throw rule('凭证已到期，不能融资');
  return voucherFinanceFigures({
    amountFen,
    annualRate: percent(quote.annual_rate),
    serviceFeeRate: percent(quote.service_fee_rate),
    buyerPct: Number(quote.buyer_share_pct),
    valueDate,
    dueDate,
  });
}

export const VOUCHER_NO_FINANCE = '支付通未开通融资功能';
export const CORE_PAY_MISSING = '核心企业尚未确认买方付息，暂不能融资';
export const AGREED_PAY_MISSING = '核心企业尚未确认协议付息，暂不能融资';
export const DATUM_REJECTED = '该凭证贸易资料审核未通过，请补充资料后再申请';
export const DATUM_NOT_PASSED = '贸易资料审核未通过，不能审批';

/**
 * Who pays a voucher financing's interest (domain-lines.md §17.3): the product's voucherFinanceMode and the core's
 * approved commitment (CORE_FINANCE) for this voucher at this FI, in force on the business date. NONE refuses every
 * financing; CORE_PAY needs a 买方付息 commitment, AGREED_PAY a 协议付息 one; SUPPLIER_PAY takes a commitment when there is one.
 */
async function voucherPayer(
  q: Queryable,
  creditNo: string,
  fiCorpId: string,
  businessDate: string,
): Promise<Pick<QuoteRow, 'interest_payer' | 'buyer_share_pct'>> {
  const mode = (await productConfig(q)).voucherFinanceMode;
  if (mode === 'NONE') throw rule(VOUCHER_NO_FINANCE);
  const commitment = await commitmentOf(q, creditNo, fiCorpId, businessDate);
  if (mode === 'CORE_PAY' && commitment?.interest_payer !== 'CORE') throw rule(CORE_PAY_MISSING);
  if (mode === 'AGREED_PAY' && commitment?.interest_payer !== 'AGREED') throw rule(AGREED_PAY_MISSING);
  return commitment ?? { interest_payer: 'SUPPLIER', buyer_share_pct: 0 };
}

/** A product with `datumVerdict` (支付通): the credit's 融资资料 verdict (§17.5) — REJECT blocks the apply. */
export async function checkDatumForApply(q: Queryable, corpId: string, credit: { credit_no: string; product_type: string }): Promise<void> {
  if (!PRODUCTS[credit.product_type as ProductCode]?.options.datumVerdict) return;
  if ((await datumVerdictOf(q, corpId, credit.credit_no))?.verdict === 'REJECT') throw rule(DATUM_REJECTED);
}

/** The credit as the finance rules need it (the holder's own, any state: the state is checked by the apply). */
export async function creditOf(q: Queryable, corpId: string, creditNo: string): Promise<repo.FinanceCreditRow> {
  const row = await repo.financeCredit(q, creditNo);
  if (!row || row.holder_corp_id !== corpId) throw refuse.creditNotFound();
  return row;
}

/** The rules of the FI and the term for one credit (prerequisites of §7.7), returning the quote. */
export async function checkFiAndTerm(
  q: Queryable,
  actor: Actor,
  businessDate: string,
  fiCorpId: string,
  credit: { credit_no: string; issuer_corp_id: string; due_date: string; product_type: 'CREDIT' | 'VOUCHER' },
): Promise<QuoteRow> {
  if (credit.issuer_corp_id === actor.corpId) throw rule('开立方不能融资本企业开立的凭证');
  if (calendarDaysBetween(businessDate, credit.due_date) < MIN_REMAINING_DAYS)
    throw rule(`凭证${credit.credit_no}剩余期限不足${MIN_REMAINING_DAYS}天，不能融资`);
  if ((await repo.lineFiOf(q, credit.credit_no)) !== fiCorpId) throw rule('所选金融机构未与该凭证的开立方合作');
  if ((await repo.customerStatus(q, actor.corpId, fiCorpId)) !== 'ACTIVE') throw rule('请先在该金融机构完成融资建档');
  // 支付通: the mode and the core's commitment decide who pays (and NONE refuses) before any quote is looked for.
  const voucher = PRODUCTS[credit.product_type].options.financeModes ? await voucherPayer(q, credit.credit_no, fiCorpId, businessDate) : null;
  const quote = await quoteAt(q, fiCorpId, credit.issuer_corp_id, businessDate, credit.due_date, credit.product_type);
  if (voucher) return { ...quote, ...voucher };
  // 买方付息: the core's approved CORE_FINANCE application covers this credit at this FI — interest and fee are billed to the core.
  return (await commitmentOf(q, credit.credit_no, fiCorpId, businessDate)) ? { ...quote, interest_payer: 'CORE', buyer_share_pct: 100 } : quote;
}

/**
 * The rules of a financing (融资, domain.md §7.7) that the apply, the preview and the funding share: the FI and the
 * term of the credit (FI customer file, the issuing line's FI, term left, a quote — 未配置报价 otherwise —, not the
 * holder's own issue, 买方付息 where the core committed), and the figures from @scf/api/money's financeFigures.
 */
import { QUOTE_MISSING } from '@scf/api/contract';
import { calendarDaysBetween, financeFigures, quoteForTerm } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/api-error';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import { isBuyerPaid } from './buyer-paid.repo';
import * as repo from './finance.repo';
import type { QuoteRow } from './finance.repo';

export const rule = (message: string) => refuse.rule(message);
export const financeNotFound = () => new ApiError(404, 'NOT_FOUND', '融资申请不存在');

/** minRemainingDaysForFinance (domain.md §4.2): 5 calendar days. */
export const MIN_REMAINING_DAYS = 5;

const percent = (r: string) => `${r}%`;

/** The quote band of (FI, issuer) for the remaining term from `valueDate`; 未配置报价 when none covers it. */
export async function quoteAt(q: Queryable, fiCorpId: string, issuerCorpId: string, valueDate: string, dueDate: string): Promise<QuoteRow> {
  const quote = quoteForTerm(await repo.quotesOf(q, fiCorpId, issuerCorpId), calendarDaysBetween(valueDate, dueDate));
  if (!quote) throw rule(QUOTE_MISSING);
  return quote;
}

export function figuresOf(quote: Pick<QuoteRow, 'annual_rate' | 'service_fee_rate' | 'interest_payer'>, amountFen: bigint, valueDate: string, dueDate: string) {
  if (calendarDaysBetween(valueDate, dueDate) < 1) throw rule('凭证已到期，不能融资');
  return financeFigures({
    amountFen,
    annualRate: percent(quote.annual_rate),
    serviceFeeRate: percent(quote.service_fee_rate),
    interestPayer: quote.interest_payer,
    valueDate,
    dueDate,
  });
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
  credit: { credit_no: string; issuer_corp_id: string; due_date: string },
): Promise<QuoteRow> {
  if (credit.issuer_corp_id === actor.corpId) throw rule('开立方不能融资本企业开立的凭证');
  if (calendarDaysBetween(businessDate, credit.due_date) < MIN_REMAINING_DAYS)
    throw rule(`凭证${credit.credit_no}剩余期限不足${MIN_REMAINING_DAYS}天，不能融资`);
  if ((await repo.lineFiOf(q, credit.credit_no)) !== fiCorpId) throw rule('所选金融机构未与该凭证的开立方合作');
  if ((await repo.customerStatus(q, actor.corpId, fiCorpId)) !== 'ACTIVE') throw rule('请先在该金融机构完成融资建档');
  const quote = await quoteAt(q, fiCorpId, credit.issuer_corp_id, businessDate, credit.due_date);
  // 买方付息: the core's approved CORE_FINANCE application covers this credit at this FI — interest and fee are billed to the core.
  return (await isBuyerPaid(q, credit.credit_no, fiCorpId)) ? { ...quote, interest_payer: 'CORE' } : quote;
}

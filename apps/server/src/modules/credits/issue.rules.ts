/**
 * The field rules of the issue form (domain.md §4.1–§4.2, §7.3) that need no database: term and amount. The same
 * zod schema validates the form and the request; these are the rules that depend on the business date and the
 * ledger parameters.
 */
import { MONEY_MAX_FEN } from '@scf/api/money';

const DAY_MS = 86_400_000;

/** Calendar days from one business date to another. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `1 ≤ dueDate − issueDate ≤ maxTermDays`; the message names the bound in force. */
export function termError(issueDate: string, dueDate: string, maxTermDays: number): string | null {
  const term = daysBetween(issueDate, dueDate);
  return term >= 1 && term <= maxTermDays ? null : `承诺付款日须在开立日后1至${maxTermDays}天内`;
}

export function amountError(fen: bigint): string | null {
  if (fen <= 0n) return '开立金额须大于0';
  if (fen > MONEY_MAX_FEN) return '开立金额超出允许范围';
  return null;
}

/** A line's message in a batch names its line (第2条：…); a single line's stands alone. */
export const lineMessage = (lineNo: number, count: number, message: string): string => (count > 1 ? `第${lineNo}条：${message}` : message);

/** A voucher's issuer without its 还款专户代扣授权 (domain-lines.md §17.4). */
export const NO_REPAY_MANDATE = '开立支付通须先签署还款专户代扣授权';

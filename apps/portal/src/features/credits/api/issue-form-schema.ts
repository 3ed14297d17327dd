import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { issueApplyInputSchema } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { MONEY_PATTERN } from '@scf/api/validators';
import { MAX_TERM_DAYS, daysBetween } from '../../../lib/business-date';
import type { IssueRequest, IssueValues } from './issue-values';

/** What the issue form knows beyond the request: the issuer's available limit, the holidays and the business date. */
export interface IssueRules {
  /** What the chosen issuer may still issue, in fen; null when unknown (the server checks it anyway). */
  available: bigint | null;
  holidays: ReadonlySet<string>;
  businessDate: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The server's messages for the same rules (domain.md §4.2), so the form and a refusal read alike. */
export const ISSUE_MESSAGES = {
  limit: '可用额度不足',
  workingDay: '到期日须为工作日',
  term: `承诺付款日须在开立日后1至${MAX_TERM_DAYS}天内`,
  amountRequired: '请输入开立金额',
  dueDateRequired: '请选择承诺付款日',
} as const;

export function dueDateError(dueDate: string, rules: Pick<IssueRules, 'holidays' | 'businessDate'>): string | null {
  const term = daysBetween(rules.businessDate, dueDate);
  if (term < 1 || term > MAX_TERM_DAYS) return ISSUE_MESSAGES.term;
  return rules.holidays.has(dueDate) ? ISSUE_MESSAGES.workingDay : null;
}

/**
 * The contract's request schema (the server parses the same one) plus the rules that need the form's context: the
 * batch total within the available limit (on submit; a draft freezes nothing), and every due date a working day
 * inside the term. The limit message sits on the line whose amount takes the total over.
 */
export function issueFormSchema(rules: IssueRules) {
  return issueApplyInputSchema.superRefine((value, ctx) => {
    let total = 0n;
    let over = false;
    value.lines.forEach((line, i) => {
      if (MONEY_PATTERN.test(line.amount)) total += parseFen(line.amount);
      if (value.submit && !over && rules.available !== null && total > rules.available) {
        over = true;
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'amount'], message: ISSUE_MESSAGES.limit });
      }
      const dateWrong = DATE.test(line.dueDate) ? dueDateError(line.dueDate, rules) : null;
      if (dateWrong) ctx.addIssue({ code: 'custom', path: ['lines', i, 'dueDate'], message: dateWrong });
    });
  });
}

type LineErrors = Record<string, { message?: string } | undefined>;

/**
 * The resolver of the form: the schema above, with the messages of an empty amount or date said as a request to
 * fill it in (the contract's format messages are right for a wrong value, not for a missing one).
 */
export function issueFormResolver(rules: IssueRules): Resolver<IssueValues, unknown, IssueRequest> {
  const resolve = zodResolver(issueFormSchema(rules)) as unknown as Resolver<IssueValues, unknown, IssueRequest>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const lines = (result.errors as FieldValues).lines as LineErrors[] | undefined;
    values.lines.forEach((line, i) => {
      const errors = lines?.[i];
      if (errors?.amount && line.amount === '') errors.amount.message = ISSUE_MESSAGES.amountRequired;
      if (errors?.dueDate && line.dueDate === '') errors.dueDate.message = ISSUE_MESSAGES.dueDateRequired;
    });
    return result;
  };
}

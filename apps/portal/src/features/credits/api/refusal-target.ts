import type { IssueLineValues } from './issue-values';

export type IssueField = 'issuerCorpId' | `lines.${number}.${keyof IssueLineValues}`;

/** Where a refusal of the issue form is shown: on the field it names, or (null) as the form's alert. */
export interface Refusal {
  field: IssueField | null;
  message: string;
}

// The words of the server's rule messages (domain.md §7.3) and the line field each is about.
const LINE_FIELDS: ReadonlyArray<[RegExp, keyof IssueLineValues]> = [
  [/额度|开立金额/, 'amount'],
  [/承诺付款日|到期日|工作日/, 'dueDate'],
  [/合同/, 'contractId'],
  [/接收方|交易对手|暂不能办理/, 'receiverCorpId'],
  [/备注/, 'remark'],
];

/**
 * The field a refusal belongs to. A batch's message names its line (第2条：…); a single line's stands alone; the
 * limit refusal (LIMIT_INSUFFICIENT) is about the total, so it lands on the amount only when there is one line.
 * What fits no field is the form's alert, word for word.
 */
export function refusalTarget(code: string, message: string, lineCount: number): Refusal {
  const numbered = /^第(\d+)条：(.+)$/.exec(message);
  const lineIndex = numbered ? Number(numbered[1]) - 1 : lineCount === 1 ? 0 : null;
  const text = numbered?.[2] ?? message;
  if (code === 'LIMIT_INSUFFICIENT') return { field: lineCount === 1 ? 'lines.0.amount' : null, message: text };
  // Said of the whole application: the issuer, its limit, or a party on the blacklist (the issuer or the receiver).
  if (!numbered && /开立方|额度/.test(text)) return { field: 'issuerCorpId', message: text };
  if (!numbered && /暂不能办理/.test(text)) return { field: null, message };
  const field = LINE_FIELDS.find(([words]) => words.test(text))?.[1];
  return lineIndex !== null && lineIndex < lineCount && field ? { field: `lines.${lineIndex}.${field}`, message: text } : { field: null, message };
}

import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

/** Corporate name: 1–80 characters after trimming (spec §5). */
export const corpName = z.string().trim().min(1, M.corpNameLength).max(80, M.corpNameLength);

const HAN_OR_LATIN = '[\\u3400-\\u9fffA-Za-z]+';
/** Chinese/latin name with optional middle dots (少数民族/外籍姓名 such as 阿卜杜·热合曼). */
const DOTTED_NAME = new RegExp(`^${HAN_OR_LATIN}(?:[·•]${HAN_OR_LATIN})*$`);
/** Latin words separated by single spaces (John Smith). */
const LATIN_WORDS = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

/** User (person) name (spec §5): Chinese/latin 1–40 chars with optional middle dot, or latin words. */
export const userName = z
  .string()
  .min(1, M.userName)
  .max(40, M.userName)
  .refine((v) => DOTTED_NAME.test(v) || LATIN_WORDS.test(v), M.userName);

const PARENTHESES = /[()（）]/;
/** Whether text contains an ASCII or full-width parenthesis. */
export function hasParentheses(text: string): boolean {
  return PARENTHESES.test(text);
}
/** Text that must not contain parentheses (spec §5 helper). */
export const noParentheses = z.string().refine((v) => !hasParentheses(v), M.noParentheses);

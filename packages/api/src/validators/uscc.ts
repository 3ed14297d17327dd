import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

/** GB 32100-2015 code characters: digits and capitals without I, O, Z, S and V; a character's value is its index. */
export const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
/** 登记管理部门码 1, 机构类别码 2, 登记管理机关行政区划码 3–8 (digits), 主体标识码 9–17, 校验码 18. */
const SHAPE = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

/** The check character (MOD 31) of the first 17 characters of a unified social credit code. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]!) * WEIGHTS[i]!;
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Whether a string is a well-formed 统一社会信用代码: 18 code characters, a region code and the right check character. */
export function isUscc(value: string): boolean {
  return SHAPE.test(value) && usccCheckChar(value.slice(0, 17)) === value[17];
}

/** 统一社会信用代码 (GB 32100-2015), trimmed and upper-cased before the check, so `91320…x` typed in lower case passes. */
export const uscc = z.string().trim().toUpperCase().refine(isUscc, M.uscc);

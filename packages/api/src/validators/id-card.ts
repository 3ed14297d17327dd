import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of the first 17 digits of a GB 11643 ID number. */
export function idCardCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

function isValidDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids DST surprises.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether a string is a valid resident ID number: 15 digits with a date, or 18 with a date and check digit. */
export function isIdCard(value: string): boolean {
  if (/^\d{15}$/.test(value)) {
    return isValidDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  if (/^\d{17}[\dXx]$/.test(value)) {
    const ok = isValidDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)));
    return ok && idCardCheckDigit(value.slice(0, 17)) === value[17]!.toUpperCase();
  }
  return false;
}

/** Resident ID card number (spec §5). */
export const idCard = z.string().refine(isIdCard, M.idCard);

import { z } from 'zod';
import { isMoneyInRange } from '../money/limits';
import { parseFen } from '../money/fen';
import { VALIDATION_MESSAGES as M } from './messages';

/** A non-negative decimal with at most two decimals, no separators: the wire form of an amount. */
export const MONEY_PATTERN = /^\d+(?:\.\d{1,2})?$/;

/** Amount (spec §5): 0 to 99999999999999.98, two decimals, as a decimal string; checked in bigint fen. */
export const money = z
  .string()
  .regex(MONEY_PATTERN, M.money)
  .refine((v) => !MONEY_PATTERN.test(v) || isMoneyInRange(parseFen(v)), M.moneyRange);

/** {@link money}, parsed to bigint fen for service code. */
export const moneyFen = money.transform((v) => parseFen(v));

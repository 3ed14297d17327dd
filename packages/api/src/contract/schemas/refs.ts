/**
 * The references every business schema shares (design.md §5.12): amounts, the ledger products, and the parties,
 * users, accounts and contracts a record names. Amounts travel as decimal strings (design.md §3); dates are business
 * dates `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { money } from '../../validators/money';
import { businessDateSchema } from './dates';
import { LEDGER_PRODUCTS } from '../products';
import type { LedgerProduct } from '../products';

export { businessDateSchema };

/** A signed amount (a limit decrease is negative): up to two decimals, no separators. */
export const signedMoneySchema = z.string().regex(/^-?\d{1,14}(?:\.\d{1,2})?$/, '请输入正确的金额');
/** An amount in a reply (any non-negative decimal string with two decimals). */
export const amountSchema = z.string().regex(/^-?\d+\.\d{2}$/);
export { money as moneyInputSchema };

/** The products on the credit ledger (the product table's LEDGER_PRODUCTS). */
export const PRODUCT_TYPES = LEDGER_PRODUCTS;
export type ProductType = LedgerProduct;

export const corpRefSchema = z.object({ corpId: z.string(), corpName: z.string() });
export type CorpRef = z.infer<typeof corpRefSchema>;
export const userRefSchema = z.object({ userName: z.string(), personName: z.string() });

/** A bank account as the slip and the forms show it. */
export const accountRefSchema = z.object({ accountNo: z.string(), accountName: z.string(), bankName: z.string(), bankCode: z.string() });
export type AccountRef = z.infer<typeof accountRefSchema>;

/** The trade contract an issue line or a transfer rests on. */
export const contractRefSchema = z.object({ contractId: z.string(), contractNo: z.string(), name: z.string() });

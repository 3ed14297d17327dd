/**
 * The rules of 支付通代扣 (domain-lines.md §17.4): the slots of a due date, the reason codes and their messages (shown to
 * the issuer, the holder and the FI alike), and how the bank's refusals map onto them.
 */
import { DEBIT_FAILURE_LABEL } from '@scf/api/contract';
import type { DebitFailureCode } from '@scf/api/contract';
import type { BankRefusalReason } from '../bank';

/** The attempts of a due date D, in order; 17:00 is the cut-off, later working days retry at 09:00. */
export const DEBIT_SLOTS = ['09:00', '12:00', '16:00'] as const;
export const CUT_OFF = '17:00';
export const RETRY_AT = '09:00';
export type DebitSlot = (typeof DEBIT_SLOTS)[number] | 'CUTOFF' | 'RETRY' | 'MANUAL';

/** The reason codes of §17.4 and their messages (the contract's, shown to all three parties). */
export const DEBIT_FAILURE = DEBIT_FAILURE_LABEL;
export type DebitFailure = DebitFailureCode;

/** The live statuses of a leaf the debit pays (it goes CASHING at the first attempt). */
export const DEBITABLE = ['HELD', 'FINANCED', 'POOLED'] as const;

/** A refusal of the bank on a debit: the payer's balance, else the payee's side (the payer's own state is checked first). */
export const failureOf = (reason: BankRefusalReason): DebitFailure =>
  reason === 'BALANCE_INSUFFICIENT' || reason === 'AVAILABLE_INSUFFICIENT' ? 'INSUFFICIENT_BALANCE' : 'PAYEE_ACCOUNT_INVALID';

/** 覆盖率 in whole percent (rounded down, so 99.99 % never reads 100 %); null when nothing is due. */
export function coveragePct(availableFen: bigint, dueFen: bigint): number | null {
  if (dueFen <= 0n) return null;
  if (availableFen <= 0n) return 0;
  return Number((availableFen * 100n) / dueFen);
}

/** The D−3 warning to the issuer's directors (§17.4 readiness). */
export const shortfallMessage = (gapYuan: string): string => `支付通到期资金不足，请于到期日前补足资金（缺口${gapYuan}元）`;

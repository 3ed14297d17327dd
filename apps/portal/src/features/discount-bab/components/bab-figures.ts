import { bankAcceptanceFigures, fenToDecimal, parseFen } from '@scf/api/money';

export interface Figures {
  marginFen: bigint;
  exposureFen: bigint;
  feeFen: bigint;
}

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/** 保证金, 敞口 and 承兑手续费 of one face amount on the bank's line (§20.3; the server's own function), or none yet. */
export function lineFigures(amount: string, line: { marginRatio: string; acceptFeeRate: string } | undefined): Figures | null {
  if (!line || !AMOUNT.test(amount) || parseFen(amount) <= 0n) return null;
  return bankAcceptanceFigures({ faceFen: parseFen(amount), marginRatio: line.marginRatio, acceptFeeRate: line.acceptFeeRate });
}

export const dec = fenToDecimal;

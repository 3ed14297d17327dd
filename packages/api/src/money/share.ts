import { divRoundHalfUp } from './round';

/** Who bears interest and fee under an agreement (domain-lines.md §17.3, §20.5): the seller, the buyer, or both by a buyer share. */
export type SharedInterestPayer = 'SUPPLIER' | 'CORE' | 'AGREED';

/** One rounded component divided between the buyer and the seller. */
export interface ShareSplit {
  buyerFen: bigint;
  sellerFen: bigint;
}

/**
 * The buyer share p in percent: 卖方付息 (SUPPLIER) 0, 买方付息 (CORE) 100, 协议付息 (AGREED) the agreed 1–99.
 * Throws a RangeError for an agreed share outside 1–99 or a whole number.
 */
export function buyerSharePct(payer: SharedInterestPayer, agreedPct?: number): number {
  if (payer === 'SUPPLIER') return 0;
  if (payer === 'CORE') return 100;
  if (agreedPct === undefined || !Number.isInteger(agreedPct) || agreedPct < 1 || agreedPct > 99) {
    throw new RangeError(`an agreed buyer share is a whole percent from 1 to 99: ${String(agreedPct)}`);
  }
  return agreedPct;
}

/**
 * The shares rule of domain-lines.md §14A.2: buyer = round2(component × p / 100) of the already rounded component,
 * seller = the remainder, so the two always add up to the component. Example: 47.11 at 60 % → 28.27 + 18.84.
 * @param buyerPct whole percent 0–100
 */
export function splitShare(componentFen: bigint, buyerPct: number): ShareSplit {
  if (!Number.isInteger(buyerPct) || buyerPct < 0 || buyerPct > 100) throw new RangeError(`a buyer share is a whole percent from 0 to 100: ${buyerPct}`);
  const buyerFen = divRoundHalfUp(componentFen * BigInt(buyerPct), 100n);
  return { buyerFen, sellerFen: componentFen - buyerFen };
}

import { annualisedPercent } from './annualised';
import { termDays } from './calendar';
import { type DayBasis, interestFen } from './interest';
import { splitShare } from './share';

export interface VoucherFinanceInput {
  /** F: the finance amount. */
  amountFen: bigint;
  /** r and f of the quote band (`"3.60%"`, `"0.20%"`). */
  annualRate: string;
  serviceFeeRate: string;
  /** p: 0 卖方付息, 100 买方付息, 1–99 协议付息 (see `buyerSharePct`). */
  buyerPct: number;
  /** Funding date and the voucher's due date: d = dueDate − valueDate ≥ 1. */
  valueDate: string;
  dueDate: string;
  basis?: DayBasis;
}

export interface VoucherFinanceFigures {
  days: number;
  interestFen: bigint;
  serviceFeeFen: bigint;
  buyerInterestFen: bigint;
  sellerInterestFen: bigint;
  buyerFeeFen: bigint;
  sellerFeeFen: bigint;
  /** Paid to the holder at funding: F − sellerInterest − sellerFee. */
  netFen: bigint;
  /** Debited from the issuer at maturity with the face (§17.4): buyerInterest + buyerFee. */
  buyerChargeFen: bigint;
  /** The holder's cost per year in percent, two decimals: (sellerInterest + sellerFee) / net × basis / d. */
  annualisedCostPercent: string;
}

/**
 * A voucher financing under `voucherFinanceMode` (domain-lines.md §17.3): interest and fee each rounded once, each split
 * by the buyer share (buyer part rounded, seller part the remainder). Example: 80 000.00, 106 days, 3.60 %, fee 0.20 %,
 * p = 60 → net 79 641.96, the issuer pays 537.07 more at maturity.
 */
export function voucherFinanceFigures(input: VoucherFinanceInput): VoucherFinanceFigures {
  if (input.amountFen <= 0n) throw new RangeError('finance amount must be positive');
  const days = termDays(input.valueDate, input.dueDate);
  const interest = interestFen(input.amountFen, input.annualRate, days, input.basis);
  const fee = interestFen(input.amountFen, input.serviceFeeRate, days, input.basis);
  const interestShare = splitShare(interest, input.buyerPct);
  const feeShare = splitShare(fee, input.buyerPct);
  const sellerCost = interestShare.sellerFen + feeShare.sellerFen;
  const net = input.amountFen - sellerCost;
  if (net <= 0n) throw new RangeError('interest and fee exceed the finance amount');
  return {
    days,
    interestFen: interest,
    serviceFeeFen: fee,
    buyerInterestFen: interestShare.buyerFen,
    sellerInterestFen: interestShare.sellerFen,
    buyerFeeFen: feeShare.buyerFen,
    sellerFeeFen: feeShare.sellerFen,
    netFen: net,
    buyerChargeFen: interestShare.buyerFen + feeShare.buyerFen,
    annualisedCostPercent: annualisedPercent(sellerCost, net, days, input.basis),
  };
}

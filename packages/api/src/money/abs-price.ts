import { annualisedPercent } from './annualised';
import { termDays } from './calendar';
import { type DayBasis, interestFen } from './interest';
import { portionFen } from './portion';

/** 折扣方式: a discount at an annual rate for the remaining days; 比例方式: a fixed share of the amount. */
export type AbsPriceTerms = { priceMode: 'DISCOUNT'; discountRate: string } | { priceMode: 'RATIO'; ratio: string };

export type AbsPriceInput = AbsPriceTerms & {
  amountFen: bigint;
  /** The day the factor pays (today for the preview) and the receivable's due date: d = dueDate − valueDate ≥ 1. */
  valueDate: string;
  dueDate: string;
  /** Flat, not annualised (`"0.10%"`). */
  serviceFeeRate: string;
  basis?: DayBasis;
};

export interface AbsPriceFigures {
  days: number;
  /** amount − price: the discount in DISCOUNT mode, what the ratio leaves out in RATIO mode. */
  discountFen: bigint;
  priceFen: bigint;
  serviceFeeFen: bigint;
  /** price − serviceFee, paid to the supplier's settlement account. */
  supplierReceivesFen: bigint;
  /** (discount + serviceFee) / supplierReceives × basis / d, percent with two decimals. */
  annualisedCostPercent: string;
}

/**
 * The ABS transfer price of domain-lines.md §18.4. DISCOUNT: discount = round2(amount × rate × d / 360), price = amount −
 * discount; RATIO: price = round2(amount × ratio); serviceFee = round2(amount × serviceFeeRate). Example (AP1): 500 000.00,
 * 179 days at 4.20 %, fee 0.10 % → price 489 558.33, the supplier receives 489 058.33, annualised 4.50 %.
 */
export function absTransferPrice(input: AbsPriceInput): AbsPriceFigures {
  if (input.amountFen <= 0n) throw new RangeError('receivable amount must be positive');
  const days = termDays(input.valueDate, input.dueDate);
  const price =
    input.priceMode === 'DISCOUNT'
      ? input.amountFen - interestFen(input.amountFen, input.discountRate, days, input.basis)
      : portionFen(input.amountFen, input.ratio);
  if (price <= 0n || price > input.amountFen) throw new RangeError(`the price must lie in (0, amount]: ${price} of ${input.amountFen} fen`);
  const fee = portionFen(input.amountFen, input.serviceFeeRate);
  const receives = price - fee;
  if (receives <= 0n) throw new RangeError('the service fee takes the whole price');
  const discount = input.amountFen - price;
  return {
    days,
    discountFen: discount,
    priceFen: price,
    serviceFeeFen: fee,
    supplierReceivesFen: receives,
    annualisedCostPercent: annualisedPercent(discount + fee, receives, days, input.basis),
  };
}

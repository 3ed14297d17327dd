// 票据贴现 and 银承 (domain-lines.md §20): the area's shared vocabulary; each part adds its own endpoints file.
export {
  BILL_ADVANCE_STATUSES,
  BILL_ADVANCE_STATUS_LABEL,
  BILL_PACKAGE_STATUSES,
  BILL_PACKAGE_STATUS_LABEL,
  BILL_RANGE_STATUSES,
  BILL_RANGE_STATUS_LABEL,
  DISCOUNT_PAYERS,
  DISCOUNT_PAYER_LABEL,
  DISCOUNT_REFUSALS,
  babLineNoSchema,
  billPackageSchema,
  billRangeSchema,
  packageNoSchema,
} from '../schemas/discount';
export type { BillAdvanceStatus, BillPackage, BillPackageStatus, BillRange, BillRangeStatus, DiscountPayer } from '../schemas/discount';

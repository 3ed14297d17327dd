import { ABS_PRICE_MODE_LABEL } from '@scf/api/contract';
import type { AbsPriceMode } from '@scf/api/contract';

/** The four routes of ABS转让 (domain-lines.md §18.3). */
export const ABS_TRANSFER_PATHS = {
  apply: '/abs/transfer/apply',
  applyDetail: '/abs/transfer/apply-detail',
  approve: '/abs/transfer/approve',
  approveDetail: '/abs/transfer/approve-detail',
} as const;

export const detailPath = (base: string, appNo: string): string => `${base}?appNo=${encodeURIComponent(appNo)}`;

/** 折扣方式 4.20% / 比例方式 97%: how a quote prices. */
export const priceBasis = (mode: AbsPriceMode, rate: string): string => `${ABS_PRICE_MODE_LABEL[mode]} ${rate}`;

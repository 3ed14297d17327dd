import { DISCOUNT_PAYER_LABEL } from '@scf/api/contract';
import type { DiscountPayer } from '@scf/api/contract';

/** The supplier's three routes of 贴现 (domain-lines.md §20.2) and the bill's detail they link to. */
export const DISCOUNT_APPLY_PATHS = {
  apply: '/discount/chain/apply',
  approve: '/discount/chain/approve',
  query: '/discount/chain/query',
  billDetail: '/discount/bill/detail',
} as const;

export const withAppNo = (base: string, appNo: string): string => `${base}?appNo=${encodeURIComponent(appNo)}`;

export const billDetailPath = (packageNo: string): string => `${DISCOUNT_APPLY_PATHS.billDetail}?packageNo=${encodeURIComponent(packageNo)}`;

/** 付息方式 in words: 卖方付息, 买方付息, 协议付息（买方60%）. */
export const payerText = (payer: DiscountPayer, buyerPct: number): string =>
  payer === 'AGREED' ? `${DISCOUNT_PAYER_LABEL.AGREED}（买方${buyerPct}%）` : DISCOUNT_PAYER_LABEL[payer];

/** 子票区间 as the bill shows it: 1–30000000; a whole, non-splittable package is 0–0 (整张). */
export const rangeText = (start: string, end: string): string => (start === '0' && end === '0' ? '0–0（整张）' : `${start}–${end}`);

/** 计息到期日 with what moved it: 2025-10-09（国庆节顺延）. */
export const galeDateText = (galeDate: string, note: string | null): string => (note ? `${galeDate}（${note}）` : galeDate);

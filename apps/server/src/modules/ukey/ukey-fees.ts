import type { UkeyRequestKind } from '@scf/api/contract';
import type { KeyMedium } from './ukey.repo';

/**
 * Printed numbers the platform gives soft keys start with this. Only a label: whether a key is hardware is the
 * binding's medium, decided from its certificate's issuer (issue 26 H1), never from a number a client sends.
 */
export const SOFT_KEY_CODE_PREFIX = 'SOFT';

export interface FeeItem {
  item: string;
  amountFen: bigint;
  /** A certificate fee covers one year of service from the business date; a one-off item has no period. */
  yearly: boolean;
}

const MEDIUM_FEE: FeeItem = { item: 'Ukey介质费', amountFen: 8_000n, yearly: false };
const UKEY_CERT_FEE: FeeItem = { item: '证书服务费（1年）', amountFen: 10_000n, yearly: true };
const SOFT_CERT_FEE: FeeItem = { item: '证书服务费（1年）', amountFen: 2_000n, yearly: true };

/**
 * The price list of key operations, as data. [D] Design assumption: the spec names the bill screen but no prices,
 * so the reference server charges
 * - a hardware Ukey: 介质费 80.00 once when a key is handed out (ADD, CHANGE) and 证书服务费（1年）100.00 for
 *   each certificate bound or renewed (ADD, CHANGE, UPDATE);
 * - a soft certificate: 证书服务费（1年）20.00 (APPLY, and a soft key bound, changed or renewed);
 * - 注销 (DELETE): nothing.
 * A certificate fee's service period runs from the business date of the operation to the same date a year later.
 */
const FEES: Record<UkeyRequestKind, Record<KeyMedium, readonly FeeItem[]>> = {
  APPLY: { UKEY: [SOFT_CERT_FEE], SOFT: [SOFT_CERT_FEE] },
  ADD: { UKEY: [MEDIUM_FEE, UKEY_CERT_FEE], SOFT: [SOFT_CERT_FEE] },
  CHANGE: { UKEY: [MEDIUM_FEE, UKEY_CERT_FEE], SOFT: [SOFT_CERT_FEE] },
  UPDATE: { UKEY: [UKEY_CERT_FEE], SOFT: [SOFT_CERT_FEE] },
  DELETE: { UKEY: [], SOFT: [] },
};

export const feesFor = (kind: UkeyRequestKind, medium: KeyMedium): readonly FeeItem[] => FEES[kind][medium];

/** One year after a business date (YYYY-MM-DD); 29 February moves to 28 February. */
export function oneYearAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

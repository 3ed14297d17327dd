import { PRODUCTS, productCodeSchema, productLabel } from '@scf/api/contract';
import type { ConfiguredNames, CorpInfo, ProductCode } from '@scf/api/contract';

export interface ProductEntry {
  code: ProductCode;
  name: string;
  description: string;
  /** Opened for this corporation (and, for VOUCHER and EDT, this user: spec §3 availableProduct). */
  opened: boolean;
}

/**
 * The platform's products (spec §3 availableProduct, in its order) with their open state: a product the filtered
 * list (`available`) keeps and the corporation opened (productOpenStatus; a product with a user flag — VOUCHER, EDT —
 * is kept only when opened), each with its full configured name and the product table's description.
 */
export function productEntries(
  corpInfo: Pick<CorpInfo, 'availableProduct' | 'productOpenStatus'>,
  available: readonly ProductCode[],
  names: ConfiguredNames,
): ProductEntry[] {
  const codes = [
    ...new Set(
      corpInfo.availableProduct
        .split(',')
        .map((raw) => productCodeSchema.safeParse(raw.trim()))
        .flatMap((r) => (r.success ? [r.data] : [])),
    ),
  ];
  return codes.map((code) => ({
    code,
    name: productLabel(code, names, 'full'),
    description: PRODUCTS[code].description,
    opened: available.includes(code) && (PRODUCTS[code].userFlag !== null || corpInfo.productOpenStatus[code] === '1'),
  }));
}

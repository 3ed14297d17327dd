import { PRODUCTS } from '../contract/products';
import { productCodeSchema } from '../contract/schemas/session';
import type { CorpInfo, ProductCode, UserInfo } from '../contract/schemas/session';

/**
 * spec §3 availableProduct: the comma-separated platform list, with a product that has a user flag in the product
 * table (VOUCHER: RFT whitelist, EDT: EDT whitelist) kept only if the corporation opened it and the user has the flag.
 * Unknown codes and duplicates are dropped.
 */
export function availableProducts(corpInfo: CorpInfo, userInfo: UserInfo): ProductCode[] {
  const openedCorps: Partial<Record<ProductCode, readonly string[]>> = corpInfo.openedProductCorps;
  const opened = (code: ProductCode) => corpInfo.productOpenStatus[code] === '1' || (openedCorps[code]?.length ?? 0) > 0;
  const out: ProductCode[] = [];
  for (const raw of corpInfo.availableProduct.split(',')) {
    const parsed = productCodeSchema.safeParse(raw.trim());
    if (!parsed.success || out.includes(parsed.data)) continue;
    const code = parsed.data;
    const flag = PRODUCTS[code].userFlag;
    if (flag && !(opened(code) && userInfo[flag])) continue;
    out.push(code);
  }
  return out;
}

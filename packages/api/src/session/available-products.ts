import { productCodeSchema } from '../contract/schemas/session';
import type { CorpInfo, ProductCode, UserInfo } from '../contract/schemas/session';

/**
 * spec §3 availableProduct: the comma-separated platform list, with VOUCHER and EDT kept only if the corporation
 * opened them and the user is whitelisted (RFT whitelist for VOUCHER, EDT whitelist for EDT). Unknown codes and
 * duplicates are dropped.
 */
export function availableProducts(corpInfo: CorpInfo, userInfo: UserInfo): ProductCode[] {
  const opened = (code: 'VOUCHER' | 'EDT') => corpInfo.productOpenStatus[code] === '1' || corpInfo.openedProductCorps[code].length > 0;
  const out: ProductCode[] = [];
  for (const raw of corpInfo.availableProduct.split(',')) {
    const parsed = productCodeSchema.safeParse(raw.trim());
    if (!parsed.success || out.includes(parsed.data)) continue;
    const code = parsed.data;
    if (code === 'VOUCHER' && !(opened('VOUCHER') && userInfo.isRFTWhitelist)) continue;
    if (code === 'EDT' && !(opened('EDT') && userInfo.isEDTWhitelist)) continue;
    out.push(code);
  }
  return out;
}

import { PRODUCTS, PRODUCT_CODES, productOfPath } from '@scf/api/contract';
import type { ProductCode } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import { refuse } from '../refusal';
import type { Actor } from './actor';

/** The user flag of a product, as its column (domain-lines.md §17.1: 支付通权限, e订通权限). */
const FLAG_COLUMN = { isRFTWhitelist: 'is_rft_whitelist', isEDTWhitelist: 'is_edt_whitelist' } as const;

/**
 * The product a request acts in, for the availability check: the one it names (`productType` of its body, query or list filters),
 * else the area of its page (`/voucher/...`) or of its API path (`/v1/voucher/...`).
 */
export function productOfRequest(apiPath: string, page: string | undefined, input: { body?: unknown; query?: unknown }): ProductCode | undefined {
  const filters = input.body && typeof input.body === 'object' ? (input.body as { filters?: unknown }).filters : undefined;
  for (const part of [input.body, input.query, filters]) {
    const named = part && typeof part === 'object' ? (part as { productType?: unknown }).productType : undefined;
    if (typeof named === 'string' && (PRODUCT_CODES as readonly string[]).includes(named)) return named as ProductCode;
  }
  const area = /^\/v1\/([a-z]+)\//.exec(apiPath)?.[1];
  const byApi = PRODUCT_CODES.find((p) => p !== 'CREDIT' && PRODUCTS[p].area === area);
  return byApi ?? (page ? productOfPath(page) : undefined);
}

/**
 * Availability of a product to the actor (domain-lines.md §14A.7, §17.1), before its menus are checked: the corporation
 * must have opened it (`corp_product`, else PRODUCT_NOT_OPEN) and, for a product with a user flag, the user must hold
 * it (else NOT_WHITELISTED). The credit product keeps its menu check alone (403).
 */
export async function checkProductAvailable(q: Queryable, actor: Actor, product: ProductCode | undefined): Promise<void> {
  if (!product || product === 'CREDIT') return;
  const flag = PRODUCTS[product].userFlag;
  const [row] = await q.query<{ opened: boolean; flagged: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM corp_product WHERE corp_id = $1 AND product_code = $2) AS opened,
            ${flag ? `COALESCE((SELECT ${FLAG_COLUMN[flag]} FROM app_user WHERE user_id = $3), FALSE)` : 'TRUE'} AS flagged`,
    // $3 only where the query names it (a product without a user flag, ABS, has two parameters).
    flag ? [actor.corpId, product, actor.userId] : [actor.corpId, product],
  );
  if (!row?.opened) throw refuse.productNotOpen();
  if (!row.flagged) throw refuse.notWhitelisted();
}

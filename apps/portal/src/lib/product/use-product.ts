import { LEDGER_PRODUCTS, PRODUCTS, productOfArea } from '@scf/api/contract';
import type { LedgerProduct, ProductCode, ProductFacts } from '@scf/api/contract';
import { useCurrentRoute } from '../page/use-current-route';

export interface Product<P extends ProductCode = LedgerProduct> {
  /** The product the screen acts on: the product whose area the route is in (the product table). */
  type: P;
  /** The area its pages live under (`/credit`, `/voucher` …). */
  base: string;
  /** Everything the product table says of it (label, options …). */
  facts: ProductFacts;
}

/**
 * The product a screen acts on, from the area of its route: one screen serves each product area it is registered in
 * (`/credit/...` and its `/voucher/...` twin). `among` are the products the screen serves — the ledger products unless
 * it says otherwise; the first of them when the route's area is none of them.
 */
export function useProduct<P extends ProductCode = LedgerProduct>(among: readonly P[] = LEDGER_PRODUCTS as readonly ProductCode[] as readonly P[]): Product<P> {
  const { route } = useCurrentRoute();
  const own = route ? productOfArea(route.area) : undefined;
  const type = among.find((code) => code === own) ?? among[0]!;
  return { type, base: `/${PRODUCTS[type].area}`, facts: PRODUCTS[type] };
}

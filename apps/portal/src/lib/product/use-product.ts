import type { ProductType } from '@scf/api/contract';
import { useCurrentRoute } from '../page/use-current-route';

export interface Product {
  /** The product of the screen: the voucher twins (`/voucher/...`) act on VOUCHER, the rest on CREDIT. */
  type: ProductType;
  /** The area the product's pages live under (`/credit` or `/voucher`). */
  base: '/credit' | '/voucher';
}

/** The product a screen acts on, from the area of its route (one screen serves `/credit/...` and `/voucher/...`). */
export function useProduct(): Product {
  const { route } = useCurrentRoute();
  return route?.area === 'voucher' ? { type: 'VOUCHER', base: '/voucher' } : { type: 'CREDIT', base: '/credit' };
}

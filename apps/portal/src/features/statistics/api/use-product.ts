import type { ProductType } from '@scf/api/contract';
import { useCurrentRoute } from '../../../lib/page';

/** The product of the page: the voucher twins (`/voucher/...`) read VOUCHER, the rest CREDIT. */
export function useProduct(): ProductType {
  return useCurrentRoute().route?.area === 'voucher' ? 'VOUCHER' : 'CREDIT';
}

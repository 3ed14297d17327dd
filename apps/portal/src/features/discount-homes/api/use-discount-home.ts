import { useEndpoint } from '@scf/api';
import { discountHomeEndpoints } from '@scf/api/contract';
import type { DiscountHomeSide } from '@scf/api/contract';

/** The caller's home of a side (figures, 待办, 草稿与退回, next maturities); nothing is asked off a home path. */
export function useDiscountHome(side: DiscountHomeSide | null) {
  return useEndpoint(discountHomeEndpoints.home, side ? { body: { side } } : null);
}

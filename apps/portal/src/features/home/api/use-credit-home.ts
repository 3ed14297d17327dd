import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { HomeRoute } from './home-route';

/** The role home of the caller's corporation, side and role (domain.md §12); nothing is asked off a home path. */
export function useCreditHome(home: HomeRoute | null) {
  return useEndpoint(creditEndpoints.home, home ? { body: { productType: home.productType, side: home.side } } : null);
}

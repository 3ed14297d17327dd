import type { SWRResponse } from 'swr';
import { referenceEndpoints } from '../contract/endpoints/reference';
import type { DictData } from '../contract/schemas/reference';
import { useEndpoint } from './use-endpoint';

/** Dictionary entries of `types`; no request while the list is empty. Order does not matter (one cache entry). */
export function useDicts(types: readonly string[]): SWRResponse<DictData> {
  return useEndpoint(referenceEndpoints.dicts, types.length > 0 ? { body: { dictTypes: [...types].sort() } } : null);
}

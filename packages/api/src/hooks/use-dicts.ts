import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { DictData } from '../contract/schemas/reference';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** Dictionary entries of `types`; no request while the list is empty. */
export function useDicts(types: string[]): SWRResponse<DictData> {
  const client = useApiClient();
  return useSWR(types.length > 0 ? SWR_KEY.dicts(types) : null, () => client.dict.listByTypes(types));
}

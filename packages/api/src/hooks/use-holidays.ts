import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { SWR_KEY } from './swr-keys';
import { useApiClient } from './use-api-client';

/** Non-working dates of region 156, for date pickers and working-day arithmetic. */
export function useHolidays(): SWRResponse<string[]> {
  const client = useApiClient();
  return useSWR(SWR_KEY.holidays, () => client.holidays.currentYear());
}

import type { SWRResponse } from 'swr';
import { HOLIDAY_REGION, referenceEndpoints } from '../contract/endpoints/reference';
import { useEndpoint } from './use-endpoint';

/** Non-working dates of region 156, for date pickers and working-day arithmetic. */
export function useHolidays(): SWRResponse<string[]> {
  return useEndpoint(referenceEndpoints.holidays, { body: { region: HOLIDAY_REGION } });
}

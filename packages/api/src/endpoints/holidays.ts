import { holidayRequestSchema, holidayResponseSchema } from '../contract/schemas/reference';
import { parseRequest } from '../client/parse-request';
import type { Transport } from '../client/transport';

export const HOLIDAYS_PATH = { currentYear: '/v1/sys/holidays/currentYear' } as const;
/** The holiday calendar region (spec §9). */
export const HOLIDAY_REGION = '156';

export interface HolidaysApi {
  /** Non-working dates of the current year, `YYYY-MM-DD`. */
  currentYear(): Promise<string[]>;
}

export function createHolidaysApi(t: Transport): HolidaysApi {
  return {
    currentYear: async () =>
      t.call('POST', HOLIDAYS_PATH.currentYear, { body: parseRequest(holidayRequestSchema, { region: HOLIDAY_REGION }), schema: holidayResponseSchema }),
  };
}

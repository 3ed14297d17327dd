import * as z from 'zod/mini';
import { post } from '../endpoint';
import { businessDateSchema } from '../schemas/dates';
import { dictRequestSchema, dictResponseSchema, holidayRequestSchema, holidayResponseSchema } from '../schemas/reference';

/** The holiday region of spec §9. */
export const HOLIDAY_REGION = '156';

/** Reference data every screen may use: dictionaries and the holiday calendar (spec §3, §7). */
export const referenceEndpoints = {
  dicts: post('/api/web/corp/v1/sys/dict-datas/list-by-dict-types', { body: dictRequestSchema, response: dictResponseSchema }),
  /** Non-working dates of the business year and the next ([D]: a due-date window of up to 180 days may cross the new year). */
  holidays: post('/v1/sys/holidays/currentYear', { body: holidayRequestSchema, response: holidayResponseSchema }),
  /**
   * The platform's business date (domain.md §4.2; `BUSINESS_DATE` pins it) [D: not a spec §7 call]: every date the
   * screens compute from (today, 剩余天数, due-date windows) is this one, never the browser's clock.
   */
  businessDate: post('/v1/sys/business-date', { response: z.object({ businessDate: businessDateSchema }) }),
} as const;

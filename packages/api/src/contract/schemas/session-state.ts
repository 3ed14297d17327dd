import { z } from 'zod';
import { VOUCHER_FINANCE_MODES } from '../products';
import { platformConfigSchema } from './config';
import { dictResponseSchema, holidayResponseSchema, issuerListSchema } from './reference';
import { corpInfoSchema, productCodeSchema } from './session';

/** Width at and above which the layout is WIDE (spec §3, §9). */
export const WIDE_THRESHOLD_PX = 1480;

export const screenSizeSchema = z.enum(['WIDE', 'MINI']);
export type ScreenSize = z.infer<typeof screenSizeSchema>;

/** WIDE at width ≥ 1480 px, else MINI (spec §3). */
export function screenSizeFor(width: number): ScreenSize {
  return width >= WIDE_THRESHOLD_PX ? 'WIDE' : 'MINI';
}

/**
 * The portal's session state (spec §3). It lives in memory only: corpInfo carries personal data and must not be
 * written to web storage (security.md §1.7).
 */
export const sessionStateSchema = z.object({
  corpInfo: z.nullable(corpInfoSchema),
  /** Granted route paths. */
  permissions: z.array(z.string()),
  /** Element permission codes. */
  menuPerms: z.array(z.string()),
  platformConfig: z.nullable(platformConfigSchema),
  dicts: dictResponseSchema,
  /** Global config values by key; their shapes are owned by the screens that read them. */
  globalConfig: z.record(z.string(), z.unknown()),
  availableProducts: z.array(productCodeSchema),
  voucherFinanceMode: z.enum(VOUCHER_FINANCE_MODES),
  issuers: issuerListSchema,
  /** Disabled (holiday) dates, `YYYY-MM-DD`. */
  holidays: holidayResponseSchema,
  screenSize: screenSizeSchema,
  certificationListUrl: z.string(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

import { parseFen } from '@scf/api/money';
import { configEndpoints } from '@scf/api/contract';
import type { CustomerServiceConfig, PageConfig, PlatformConfig, PlatformParam, ProductConfig } from '@scf/api/contract';
import type * as z from 'zod/mini';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { CONFIG_STORE_KEY } from './config-keys';
import { readConfig } from './config.repo';

/** A stored config through its contract schema (storage is a boundary too): unknown keys never reach the wire. */
async function stored<S extends z.ZodMiniType>(q: Queryable, key: string, schema: S): Promise<z.output<S>> {
  const value = await readConfig(q, key);
  if (value === undefined) throw fail.notFound('配置不存在');
  return schema.parse(value);
}

/** Only the key a call is for is readable through it; other keys are not exposed. */
function only(requested: string, key: string): void {
  if (requested !== key) throw fail.notFound('配置不存在');
}

export async function platformConfig(q: Queryable, requestedKey: string): Promise<PlatformConfig> {
  only(requestedKey, CONFIG_STORE_KEY.platform);
  return stored(q, CONFIG_STORE_KEY.platform, configEndpoints.platform.response);
}

export async function customerServiceConfig(q: Queryable, requestedKey: string): Promise<CustomerServiceConfig> {
  only(requestedKey, CONFIG_STORE_KEY.customerService);
  return stored(q, CONFIG_STORE_KEY.customerService, configEndpoints.customerService.response);
}

export const pageConfig = (q: Queryable): Promise<PageConfig> => stored(q, CONFIG_STORE_KEY.page, configEndpoints.page.response);
export const platformParam = (q: Queryable): Promise<PlatformParam> => stored(q, CONFIG_STORE_KEY.platformParam, configEndpoints.value.response);
export const productConfig = (q: Queryable): Promise<ProductConfig> => stored(q, CONFIG_STORE_KEY.product, configEndpoints.product.response);

/** The platform's comma-separated product list (spec §3 availableProduct), '' when no parameter record is stored. */
export async function availableProduct(q: Queryable): Promise<string> {
  const param = (await readConfig(q, CONFIG_STORE_KEY.platformParam)) as { availableProduct?: unknown } | undefined;
  return typeof param?.availableProduct === 'string' ? param.availableProduct : '';
}

/**
 * Ledger parameters (domain.md §3.2, §4.2, §7.3), stored under CREDIT_LEDGER; each falls back to its default: no
 * final review, terms of at most 180 days (hard cap 365), 30 days to sign for a credit.
 */
export interface LedgerConfig {
  /** Issue amounts at or above it need the final reviewer after the director; null: off. */
  finalReviewThresholdFen: bigint | null;
  maxTermDays: number;
  signExpireDays: number;
  /** A credit returned to its issuer is recycled at once, without the manual 回收 (domain.md §7.10; default off). */
  autoRecycleOnReturnToIssuer: boolean;
}

export const ledgerConfig = async (q: Queryable): Promise<LedgerConfig> => ledgerConfigOf(await readConfig(q, CONFIG_STORE_KEY.ledger));

/** The ledger parameters from the stored JSON of CREDIT_LEDGER (undefined: none stored, every default). */
export function ledgerConfigOf(stored: unknown): LedgerConfig {
  const v = (stored ?? {}) as {
    finalReviewThreshold?: unknown;
    maxTermDays?: unknown;
    signExpireDays?: unknown;
    autoRecycleOnReturnToIssuer?: unknown;
  };
  const threshold = typeof v.finalReviewThreshold === 'string' && /^\d+(\.\d{1,2})?$/.test(v.finalReviewThreshold) ? parseFen(v.finalReviewThreshold) : null;
  const days = (x: unknown, d: number, max: number) => (typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= max ? x : d);
  return {
    finalReviewThresholdFen: threshold,
    maxTermDays: days(v.maxTermDays, 180, 365),
    signExpireDays: days(v.signExpireDays, 30, 365),
    autoRecycleOnReturnToIssuer: v.autoRecycleOnReturnToIssuer === true,
  };
}

import { fenToDecimal } from '@scf/api/money';
import type { ProductCoreCredit } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { ledgerConfig } from '../config';

/** The ledger parameters the issue screens honour (spec §7 productCoreCredit): the same values the services enforce. */
export async function productParameters(q: Queryable): Promise<ProductCoreCredit> {
  const c = await ledgerConfig(q);
  return {
    maxTermDays: c.maxTermDays,
    signExpireDays: c.signExpireDays,
    finalReviewThreshold: c.finalReviewThresholdFen === null ? null : fenToDecimal(c.finalReviewThresholdFen),
  };
}

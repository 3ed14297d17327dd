import { z } from 'zod';
import { datumVerdictSchema } from '../contract/schemas/checks';
import type { DatumVerdict } from '../contract/schemas/checks';
import { issuerListSchema } from '../contract/schemas/reference';
import type { Issuer } from '../contract/schemas/reference';
import type { Transport } from '../client/transport';

export const CREDITS_PATH = {
  issuers: '/v1/credits/issue/issuers',
  softCaProjectCode: '/v1/credits/signature/softCa/projectCode',
  productCoreCredits: '/v1/xugong/products/core/ccbscf/credits',
  datumVerdict: '/v1/xugong/credit/datum/sync/verdict',
  voucherDatumVerdict: '/v1/voucher/xugong/credit/datum/sync/verdict',
} as const;

/** Credit-product reads of spec §7. */
export interface CreditsApi {
  /** `GET /v1/credits/issue/issuers`: issuer corporations the user may act for. */
  issuers(): Promise<Issuer[]>;
  /** The soft-CA project code; its shape is not specified, so it is passed through. */
  softCaProjectCode(): Promise<unknown>;
  /** Credit parameters of the core product (stored as productCoreCredit); shape not specified. */
  productCoreCredits(): Promise<unknown>;
  /** Review verdict of a credit's trade data (credit product). */
  datumVerdict(fkCredit: string): Promise<DatumVerdict>;
  /** The same for the voucher product. */
  voucherDatumVerdict(fkCredit: string): Promise<DatumVerdict>;
}

export function createCreditsApi(t: Transport): CreditsApi {
  return {
    issuers: () => t.call('GET', CREDITS_PATH.issuers, { schema: issuerListSchema }),
    softCaProjectCode: () => t.call('POST', CREDITS_PATH.softCaProjectCode, { schema: z.unknown() }),
    productCoreCredits: () => t.call('POST', CREDITS_PATH.productCoreCredits, { schema: z.unknown() }),
    datumVerdict: (fkCredit) => t.call('POST', CREDITS_PATH.datumVerdict, { query: { fkCredit }, schema: datumVerdictSchema }),
    voucherDatumVerdict: (fkCredit) =>
      t.call('POST', CREDITS_PATH.voucherDatumVerdict, { query: { fkCredit }, schema: datumVerdictSchema }),
  };
}

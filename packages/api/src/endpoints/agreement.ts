import { agreementCreateRequestSchema, agreementCreateResponseSchema, agreementExistsSchema, agreementTextSchema } from '../contract/schemas/agreement';
import type { AgreementText } from '../contract/schemas/agreement';
import { parseRequest } from '../client/parse-request';
import { createNonce } from '../client/nonce';
import type { Transport } from '../client/transport';

export const AGREEMENT_PATH = {
  exists: '/v1/agreement/register/exists',
  create: '/v1/agreement/register/create',
  /** The text to sign. Not a spec §7 call (the spec does not say where the text comes from): the reference server's. */
  text: '/v1/agreement/register/content',
} as const;

export type { AgreementText };

/** The registration agreement the user must (re-)sign after login (spec §4). */
export interface AgreementApi {
  /** `false` means unsigned: the portal forces the signing modal. */
  exists(): Promise<boolean>;
  /** The agreement text in force, to show in the signing modal. */
  text(): Promise<AgreementText>;
  /** Records the signing; a mutating call, so it carries an idempotency key (pass one to make a retry count once). */
  create(idempotencyKey?: string): Promise<void>;
}

export function createAgreementApi(t: Transport): AgreementApi {
  return {
    exists: () => t.call('POST', AGREEMENT_PATH.exists, { schema: agreementExistsSchema }),
    text: () => t.call('POST', AGREEMENT_PATH.text, { schema: agreementTextSchema }),
    async create(idempotencyKey = createNonce()) {
      await t.call('POST', AGREEMENT_PATH.create, { body: parseRequest(agreementCreateRequestSchema, {}), schema: agreementCreateResponseSchema, idempotencyKey });
    },
  };
}

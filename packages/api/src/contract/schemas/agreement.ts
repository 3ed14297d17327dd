import { z } from 'zod';

/** `POST /v1/agreement/register/exists` → `data`: `true` signed, `false` unsigned (a modal forces signing, spec §4). */
export const agreementExistsSchema = z.boolean();

/** `POST /v1/agreement/register/create`: no payload; the server records the signing for the caller's corporation. */
export const agreementCreateRequestSchema = z.strictObject({});
/** The response data of `create` carries nothing the client reads. */
export const agreementCreateResponseSchema = z.unknown();

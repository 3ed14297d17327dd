import { z } from 'zod';

/** `POST /v1/agreement/register/exists` → `data`: `true` signed, `false` unsigned (a modal forces signing, spec §4). */
export const agreementExistsSchema = z.boolean();

/** `POST /v1/agreement/register/create`: no payload; the server records the signing for the caller's corporation. */
export const agreementCreateRequestSchema = z.strictObject({});
/** The response data of `create` carries nothing the client reads. */
export const agreementCreateResponseSchema = z.unknown();

/** The registration agreement in force: plain-text paragraphs (rendered as text, never as HTML). [D]: not a spec §7 call. */
export const agreementTextSchema = z.object({ version: z.string(), title: z.string().min(1), paragraphs: z.array(z.string()).min(1) });
export type AgreementText = z.infer<typeof agreementTextSchema>;

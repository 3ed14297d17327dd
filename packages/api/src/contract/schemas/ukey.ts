import { z } from 'zod';
import { certificateRegistrationSchema } from './signature';

const text = z.string().min(1).max(4096);

/** One key bound to a user's role (security.md §2.5 binding table), as the key management pages list it. */
export const ukeyBindingSchema = z.object({
  ukeyNo: z.string(),
  ukeyCode: z.string(),
  ukeyBank: z.string(),
  /** Hardware Ukey (a bank CA's certificate) or soft key (the platform's), decided when it was bound. */
  medium: z.enum(['UKEY', 'SOFT']),
  certType: z.enum(['RSA', 'SM2']),
  issuerDN: z.string(),
  subjectDN: z.string(),
  userName: z.string(),
  personName: z.string(),
  roleCode: z.string(),
  notAfter: z.string(),
  status: z.enum(['ACTIVE', 'REVOKED']),
  boundAt: z.string(),
});
export type UkeyBinding = z.infer<typeof ukeyBindingSchema>;
export const ukeyBindingListSchema = z.array(ukeyBindingSchema);

/**
 * Bind a key (director, spec §6): the certificate registration info of spec §3 signed over the server's
 * registration original, plus the certificate itself and whose role it is for. The server verifies the
 * signature with the certificate's key before it stores the binding.
 */
export const ukeyBindRequestSchema = z
  .object({
    registration: certificateRegistrationSchema,
    certDerB64: text,
    userName: z.string().min(1).max(40),
    roleCode: z.string().min(1).max(40),
  })
  .strict();
export type UkeyBindRequest = z.infer<typeof ukeyBindRequestSchema>;

export const ukeyUnbindRequestSchema = z.object({ ukeyNo: z.string().min(1).max(64) }).strict();
export type UkeyUnbindRequest = z.infer<typeof ukeyUnbindRequestSchema>;

/**
 * Ask the test CA for a soft-key certificate (security.md §2.3): the public key and a proof of possession, a
 * signature with the new key over the registration original the server issued.
 */
export const softCertRequestSchema = z
  .object({
    spkiB64: text,
    certType: z.enum(['RSA', 'SM2']),
    original: text,
    proofB64: text,
  })
  .strict();
export type SoftCertRequest = z.infer<typeof softCertRequestSchema>;

/** A certificate the platform's CA issued: the DER and what the key pages show of it. */
export const issuedCertificateSchema = z.object({ certDerB64: z.string(), serialNumber: z.string(), issuerDN: z.string(), subjectDN: z.string() });

export const softCertResponseSchema = issuedCertificateSchema.extend({ keyCode: z.string() });
export type SoftCertResponse = z.infer<typeof softCertResponseSchema>;

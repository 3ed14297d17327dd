import { z } from 'zod';

const id = z.string().min(1);

/**
 * The signature attached to a signed business request (spec §3). The business lists say which records the
 * original text covered; `businessType: 'ORDER_FIN_APPLY'` marks a financing apply signed in no-key mode.
 */
export const signaturePayloadSchema = z.object({
  algorithmType: z.string(),
  issuerDn: z.string(),
  raType: z.string(),
  signature: z.string(),
  certSerialNo: z.string(),
  original: z.string(),
  creditList: z.array(z.object({ fkCredit: id })).optional(),
  pondInApplyList: z.array(z.object({ fkPondReceivable: id })).optional(),
  pond: z.object({ fkPond: id }).optional(),
  pondDrawdownList: z.array(z.object({ pkPondDrawdown: id })).optional(),
  babIssueList: z.array(z.object({ pkBabIssue: id })).optional(),
  businessType: z.literal('ORDER_FIN_APPLY').optional(),
});
export type SignaturePayload = z.infer<typeof signaturePayloadSchema>;

/** Certificate registration info sent when a key is bound (spec §3). */
export const certificateRegistrationSchema = z.object({
  raType: z.string(),
  ukeyBank: z.string(),
  ukeyCode: z.string(),
  original: z.string(),
  signature: z.string(),
  pkCa: z.string(),
  ukeyNo: z.string(),
  algorithmType: z.string(),
  issuerDN: z.string(),
  subjectDN: z.string(),
});
export type CertificateRegistration = z.infer<typeof certificateRegistrationSchema>;

export const CERT_TYPES = ['SM2', 'RSA'] as const;
export const SIGN_ALGS = ['SM3withSM2', 'SHA1withRSA', 'SHA256withRSA'] as const;

/** One row of the signature rules (`/v1/auth/ccbca/rules`): serials starting with `serialPrefix` use `alg`. */
export const signatureRuleSchema = z.object({
  serialPrefix: z.string().transform((p) => p.toLowerCase()),
  certType: z.enum(CERT_TYPES),
  alg: z.enum(SIGN_ALGS),
});
export type SignatureRule = z.output<typeof signatureRuleSchema>;

/** The rules payload: `data` is `{ rules: [...] }` or the list itself (servers send either). */
export const signatureRulesSchema = z.union([
  z.object({ rules: z.array(signatureRuleSchema).min(1) }).transform((d) => d.rules),
  z.array(signatureRuleSchema).min(1),
]);

/**
 * The rule table of this platform, served by the reference server and built into the signing SDK for when the rules
 * call is missing or fails (spec §4). [D] Our test CA and the local agent give SM2 certificates serials starting with
 * `2`; RSA keys sign SHA-1 (spec §9). First matching prefix wins.
 */
export const DEFAULT_SIGNATURE_RULES: readonly SignatureRule[] = [
  { serialPrefix: '2', certType: 'SM2', alg: 'SM3withSM2' },
  { serialPrefix: '', certType: 'RSA', alg: 'SHA1withRSA' },
];

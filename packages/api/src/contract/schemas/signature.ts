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

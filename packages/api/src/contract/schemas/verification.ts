import { z } from 'zod';

/**
 * 验证码 (issue 26 item 10): 16 characters of Crockford base32 (80 random bits), printed in groups of four. Typed by
 * a person, so case, spaces and dashes do not matter; the server keeps it without them.
 */
export const verifyCodeSchema = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{16}$/, '验证码格式不正确'));

/** A code as printed: XXXX-XXXX-XXXX-XXXX. */
export const formatVerifyCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** What a code certifies, as the public page shows it: parties and signer masked, the document's SHA-256. */
export const verificationSchema = z.object({
  code: z.string(),
  /** 文件类型, e.g. 电子债权凭证开立单, 签章原文（开立复核）. */
  docType: z.string(),
  /** 编号: the credit or application number. */
  docNo: z.string(),
  /** Yuan with two decimals, when the document names an amount. */
  amount: z.string().nullable(),
  parties: z.array(z.object({ role: z.string(), name: z.string() })),
  /** Who signed (masked) with which certificate serial, when it is a signed document. */
  signer: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** SHA-256 (hex) of the document's exact bytes: of a signed original, of the text the key signed. */
  docHash: z.string(),
  issuedAt: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** A document's code and where to check it. */
export const verifyCodeResultSchema = z.object({ code: z.string(), docHash: z.string() });
export type VerifyCodeResult = z.infer<typeof verifyCodeResultSchema>;

/** One signed step of a credit's path, as 流转记录 re-checks it in the browser (issue 26 item 11). */
export const signedStepSchema = z.object({
  /** flow_record ids this signature covers (one approval may move several). */
  flowIds: z.array(z.number()),
  businessType: z.string(),
  original: z.string(),
  signatureB64: z.string(),
  signAlg: z.enum(['SHA1withRSA', 'SHA256withRSA', 'SM3withSM2']),
  certDerB64: z.string().nullable(),
  serialNo: z.string(),
  signedAt: z.string(),
  verifyCode: z.string(),
});
export type SignedStep = z.infer<typeof signedStepSchema>;
export const signedStepListSchema = z.array(signedStepSchema);

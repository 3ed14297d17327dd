import { z } from 'zod';

/**
 * 协议管理 (domain-lines.md §16.9): every agreement a corporation's users signed, with the evidence fields (R11) —
 * version, SHA-256 of the exact text, how it was signed, by whom, when and from which IP.
 */
export const AGREEMENT_SIGN_METHOD_LABEL = { CHECK: '勾选同意', SCROLL: '阅读至底部', UKEY: 'Ukey', SOFT_KEY: '软证书' } as const;
export type AgreementSignMethod = keyof typeof AGREEMENT_SIGN_METHOD_LABEL;
export const AGREEMENT_SIGN_METHODS = Object.keys(AGREEMENT_SIGN_METHOD_LABEL) as [AgreementSignMethod, ...AgreementSignMethod[]];

/** 待重新签署: the record is in force but its version is no longer the template's (a new version forces re-signing). */
export const AGREEMENT_STATUS_LABEL = {
  ACTIVE: '生效中',
  RESIGN_REQUIRED: '待重新签署',
  SUPERSEDED: '已被新版本替代',
  TERMINATED: '已终止',
} as const;
export type AgreementStatus = keyof typeof AGREEMENT_STATUS_LABEL;
export const AGREEMENT_STATUSES = Object.keys(AGREEMENT_STATUS_LABEL) as [AgreementStatus, ...AgreementStatus[]];

export const AGREEMENT_FILE_TAMPERED = '协议文件校验失败，请联系客服';

export const agreementNoSchema = z.string().regex(/^XY\d{8,20}$/, '协议编号格式不正确');

/** One row of 协议管理. `signedAt` is Beijing time `YYYY-MM-DD HH:mm:ss`. */
export const agreementRecordSchema = z.object({
  agreementNo: z.string(),
  templateCode: z.string(),
  title: z.string(),
  version: z.string(),
  parties: z.array(z.string()),
  signerName: z.string(),
  signMethod: z.enum(AGREEMENT_SIGN_METHODS),
  certSerial: z.string().nullable(),
  signedAt: z.string(),
  signedIp: z.string(),
  textSha256: z.string().regex(/^[0-9a-f]{64}$/),
  status: z.enum(AGREEMENT_STATUSES),
});
export type AgreementRecord = z.infer<typeof agreementRecordSchema>;

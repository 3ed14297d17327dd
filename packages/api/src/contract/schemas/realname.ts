/**
 * Real-name identification of a corporation (domain-lines.md §15.4–§15.8): its state, the three methods, the
 * license-account small deposit (§15.7, the attempt shown as `depositVerifySchema`) and the re-authentication reasons.
 */
import { z } from 'zod';
import { depositVerifySchema } from './e-account';

export const REALNAME_STATE_LABEL = { UNVERIFIED: '未认证', VERIFYING: '认证中', VERIFIED: '已认证', REAUTH_REQUIRED: '待重新认证' } as const;
export type RealnameState = keyof typeof REALNAME_STATE_LABEL;
const STATES = Object.keys(REALNAME_STATE_LABEL) as [RealnameState, ...RealnameState[]];

export const REALNAME_METHOD_LABEL = { UKEY: 'Ukey认证', SOFT_KEY: '软证书认证', LICENSE_ACCOUNT: '营业执照对公账户认证' } as const;
export type RealnameMethod = keyof typeof REALNAME_METHOD_LABEL;
const METHODS = Object.keys(REALNAME_METHOD_LABEL) as [RealnameMethod, ...RealnameMethod[]];

/** Why re-authentication is required, as the alert and the refusal say it (spec §8 for ADMIN_CHANGED). */
export const REAUTH_REASON_MESSAGE = {
  ADMIN_CHANGED: '管理员信息已变更，需重新实名认证才可继续开展业务',
  CORP_INFO_CHANGED: '企业信息已变更，需重新实名认证才可继续开展业务',
  PLATFORM: '平台要求贵企业重新实名认证，认证后才可继续开展业务',
} as const;
export type ReauthReason = keyof typeof REAUTH_REASON_MESSAGE;

/** The refusals of business mutations before the corporation is verified (§14A.2). */
export const REALNAME_REFUSAL = {
  CORP_NOT_VERIFIED: '企业尚未完成实名认证，请先完成实名认证',
  REAUTH_REQUIRED: REAUTH_REASON_MESSAGE.ADMIN_CHANGED,
} as const;

/** What a user who may not run a method reads (only an active ROLE_ADMIN may). */
export const REALNAME_ADMIN_ONLY = '请联系企业管理员完成实名认证';

export const realnameRecordSchema = z.object({
  recordNo: z.string(),
  method: z.enum(METHODS),
  personName: z.string(),
  at: z.number(),
  result: z.enum(['VERIFIED', 'FAILED']),
  note: z.string(),
});
export type RealnameRecord = z.infer<typeof realnameRecordSchema>;

/** 企业实名认证 (/my/enterprise-info/realname) and the identify pages' status. */
export const realnameSchema = z.object({
  corpName: z.string(),
  uscc: z.string(),
  state: z.enum(STATES),
  method: z.enum(METHODS).nullable(),
  verifiedAt: z.number().nullable(),
  /** 实名管理员: name, masked ID and mobile. */
  admin: z.object({ personName: z.string(), idCard: z.string(), mobile: z.string() }).nullable(),
  legalRepName: z.string(),
  /** The re-authentication alert, while a `corp_reauth` row exists. */
  reauth: z.object({ reason: z.string(), message: z.string(), requiredAt: z.number() }).nullable(),
  /** Whether the caller may run a method (an active ROLE_ADMIN of a corporation not verified). */
  mayVerify: z.boolean(),
  /** The admin's own name and masked ID card, the soft-key form's pre-fill. */
  self: z.object({ personName: z.string(), idCardNo: z.string(), mobile: z.string() }),
  licenseAccount: depositVerifySchema.nullable(),
  records: z.array(realnameRecordSchema),
});
export type Realname = z.infer<typeof realnameSchema>;

const digits = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), message);

/** 营业执照对公账户认证, 申请打款 (§15.6): the form's and the server's one schema. */
export const licenseAccountSchema = z.strictObject({
  licenceFileId: z.string().min(1, '请上传营业执照'),
  legalRepName: z.string().trim().min(1, '请输入法定代表人姓名').max(40, '姓名只能包含中文、英文及间隔号，长度为1-40个字符'),
  accountNo: digits(8, 32, '对公账号应为8-32位数字'),
  bankName: z.string().trim().min(1, '请选择开户银行'),
  bankCode: digits(12, 12, '开户网点联行号应为12位数字'),
});
export type LicenseAccountInput = z.infer<typeof licenseAccountSchema>;

export const realnameBackfillSchema = z.strictObject({ amount: z.string().max(8) });
export const realnameCreditQuerySchema = z.object({ accountNo: z.string().max(32) });

/** 软证书认证 of the corporation (§15.6): the legal representative as typed, and the admin's SMS code (scene REALNAME). */
export const softKeyRealnameSchema = z.strictObject({
  legalRepName: z.string().trim().min(1, '请输入法定代表人姓名').max(40),
  legalRepIdNo: z
    .string()
    .trim()
    .regex(/^(\d{15}|\d{17}[\dX])$/, '身份证号码不符合规范'),
  smsCode: z.string().regex(/^\d{6}$/, '请输入6位数字验证码'),
});
export type SoftKeyRealnameInput = z.infer<typeof softKeyRealnameSchema>;
export const realnameSmsResponseSchema = z.object({ resendAfterSeconds: z.int(), expiresInSeconds: z.int(), demoCode: z.string().optional() });

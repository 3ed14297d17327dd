import * as z from 'zod/mini';
import { post } from '../endpoint';

/**
 * A field as it travels: any string up to 20 000 characters, so that a wrong or oversized value reaches the shared
 * validators (`registerFields`) and is refused with its field's message rather than a bare 400.
 */
const field = z.string().check(z.maxLength(20_000));
const kid = z.string().check(z.minLength(1), z.maxLength(100));
const cipherText = z.string().check(z.minLength(1), z.maxLength(4096));

/** The agreements the registration form ticks (§15.1): each becomes an agreement record of the new corporation. */
export const REGISTER_AGREEMENTS = ['PLATFORM_SERVICE', 'PRIVACY', 'DIGITAL_CERT'] as const;
export const REGISTER_AGREEMENT_TITLE: Readonly<Record<(typeof REGISTER_AGREEMENTS)[number], string>> = {
  PLATFORM_SERVICE: '《平台服务协议》',
  PRIVACY: '《隐私政策》',
  DIGITAL_CERT: '《数字证书服务协议》',
};

/** `POST /v1/register`: the form's fields, the password RSA-encrypted (`kid`), the ticked agreements. */
export const registerRequestSchema = z.strictObject({
  corpName: field,
  uscc: field,
  adminName: field,
  idCard: field,
  mobile: field,
  smsCode: field,
  loginName: field,
  kid,
  password: cipherText,
  agreements: z.array(z.enum(REGISTER_AGREEMENTS)).check(z.maxLength(3)),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** What 注册成功 shows (kept in sessionStorage by the page). */
export const registerResultSchema = z.object({ regNo: z.string(), corpName: z.string(), loginName: z.string() });
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** 重置密码 step 1: a code to the mobile, sent only when the name and mobile are one live user's; the answer is the same. */
export const resetSmsRequestSchema = z.strictObject({ loginName: field, mobile: field });
export const resetSmsResultSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.int(),
  /** 模拟短信 (§14A.3): the code, in demo mode only. */
  demoCode: z.optional(z.string()),
});
export type ResetSmsResult = z.infer<typeof resetSmsResultSchema>;

/** 重置密码 step 2: the code and the new password (RSA-encrypted). */
export const resetPasswordRequestSchema = z.strictObject({ loginName: field, mobile: field, smsCode: field, kid, newPassword: cipherText });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** A corporation joins by itself and a user sets a password by SMS (domain-lines.md §15.1–§15.3); all public. */
export const registerEndpoints = {
  register: post('/v1/register', { body: registerRequestSchema, response: registerResultSchema }),
  resetSms: post('/v1/register/reset-password/sms', { body: resetSmsRequestSchema, response: resetSmsResultSchema }),
  resetPassword: post('/v1/register/reset-password', { body: resetPasswordRequestSchema, response: z.literal(true) }),
} as const;

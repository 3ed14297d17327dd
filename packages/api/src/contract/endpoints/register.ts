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
/** The version of the texts below: a new text gets a new version (协议管理 then asks for re-signing, §16.9). */
export const REGISTER_AGREEMENT_VERSION = '2025-01';
/**
 * What each ticked agreement says (the reference platform's short texts; the full texts are the operator's): the form's
 * modal shows them and the server records exactly these words, hashed, as the corporation's agreement (§15.1, §16.9).
 */
export const REGISTER_AGREEMENT_TEXT: Readonly<Record<(typeof REGISTER_AGREEMENTS)[number], readonly string[]>> = {
  PLATFORM_SERVICE: [
    '一、本协议由贵企业与平台运营方订立，贵企业注册成功即成为平台链属企业用户。',
    '二、贵企业应保证注册信息（企业名称、统一社会信用代码、管理员身份信息、手机号码）真实、准确、完整，并在变更后及时更新。',
    '三、贵企业须完成企业实名认证后方可开展业务；实名认证前仅可查看企业信息、协议及账户信息。',
    '四、管理员负责本企业用户的新增、授权与停用，并对本企业用户在平台上的操作承担责任。',
    '五、平台依法保存业务数据与电子签章记录，作为交易凭证。',
  ],
  PRIVACY: [
    '一、平台收集企业工商信息、管理员姓名、身份证号码及手机号码，仅用于身份核验、实名认证与业务办理。',
    '二、身份证号码加密存储，页面仅显示部分号码；平台不会向无关第三方提供贵企业及用户信息，法律法规另有规定的除外。',
    '三、您可在账户中心查看与修改手机号码、登录密码。',
  ],
  DIGITAL_CERT: [
    '一、数字证书（Ukey或软证书）用于企业在平台办理业务时的电子签名，与手写签名或盖章具有同等法律效力。',
    '二、贵企业应妥善保管数字证书及其口令；证书遗失或泄露时，应立即办理挂失或注销。',
    '三、使用数字证书签署的电子文件，平台保存签名原文、证书序列号及签署时间，作为证据留存。',
  ],
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

import * as z from 'zod/mini';
import { mobile } from '../../validators/contact';
import { post } from '../endpoint';
import { captchaSchema, loginRequestSchema, publicKeySchema, switchRoleRequestSchema, tokenSchema } from '../schemas/auth';
import { corpInfoSchema, grantedMenuTreeSchema, userInfoSchema } from '../schemas/session';

/** Where the login form's GET goes after a login (spec §7 "GET form to /uaa/login/success"): a redirect, not an API call. */
export const LOGIN_SUCCESS_PATH = '/uaa/login/success';

/** What a login answers: who logged in and the home page of their corporation type and role. */
export const loginResultSchema = z.object({ userName: z.string(), homePath: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** What a verify code is for; the pages that send one are public (register, reset password) or the login page. */
export const SMS_SCENES = ['LOGIN', 'REGISTER', 'RESET_PASSWORD'] as const;
/** `POST /uaa/v1/verify-code/sms` body: the client passes it through (spec §7), so the server is its boundary. */
export const smsCodeRequestSchema = z.strictObject({ mobile, scene: z.enum(SMS_SCENES) });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;
/** What the caller learns: when it may ask again and how long the code lives, never the code (outside the demo). */
export const smsCodeResponseSchema = z.object({
  resendAfterSeconds: z.int(),
  expiresInSeconds: z.int(),
  /** 模拟短信 (domain-lines.md §14A.3): the code itself, only while the demo tools are on. */
  demoCode: z.optional(z.string()),
});

/** Who you are and how you prove it (spec §7 uaa calls). */
export const authEndpoints = {
  publicKeys: post('/uaa/v1/security/public-keys', { response: publicKeySchema }),
  login: post('/uaa/login', { body: loginRequestSchema, response: loginResultSchema }),
  /** A 图形验证码 for a login from a client address past its failed-login threshold [D]. */
  captcha: post('/uaa/v1/captcha', { response: captchaSchema }),
  token: post('/uaa/v1/security/token', { response: tokenSchema }),
  logout: post('/uaa/logout', { response: z.null() }),
  switchRole: post('/uaa/v1/security/switch-role', { body: switchRoleRequestSchema, response: corpInfoSchema }),
  smsCode: post('/uaa/v1/verify-code/sms', { body: smsCodeRequestSchema, response: smsCodeResponseSchema }),
  userInfo: post('/uaa/v1/userInfo', { response: userInfoSchema }),
  corpInfo: post('/v1/userInfo', { response: corpInfoSchema }),
  grantedMenuTree: post('/uaa/v1/security/granted-menu-tree', { response: grantedMenuTreeSchema }),
} as const;

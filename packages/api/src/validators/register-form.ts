import { z } from 'zod';
import { mobile } from './contact';
import { idCard } from './id-card';
import { VALIDATION_MESSAGES as M } from './messages';
import { newPassword } from './new-password';
import { userName } from './names';
import { smsCode } from './account-forms';
import { uscc } from './uscc';

/** Blanks of any width (ASCII, full-width U+3000, no-break) that a typed corporate name must not keep inside. */
const BLANKS = /[\s\u3000\u00a0]+/g;

/**
 * 企业名称 as registered (domain-lines.md §15.1): trimmed, half-width parentheses turned full-width, inner blanks
 * removed — the form a business licence prints and the simulated registry compares — then 1–80 characters.
 */
export function normaliseCorpName(value: string): string {
  return value.replace(BLANKS, '').replace(/\(/g, '（').replace(/\)/g, '）');
}
export const registerCorpName = z.string().transform(normaliseCorpName).pipe(z.string().min(1, M.corpNameLength).max(80, M.corpNameLength));

/** 登录用户名 [D]: 4–20 letters, digits or underscores, starting with a letter. */
export const LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const loginName = z.string().regex(LOGIN_NAME_PATTERN, M.loginName);

/** Whether a password contains the login name (case-insensitive): a name someone knows must not be half the secret. */
export const passwordHoldsName = (password: string, name: string): boolean => name.length > 0 && password.toLowerCase().includes(name.toLowerCase());

/** Every field of a registration by its spec §5 rule (§15.1 check #2). */
const registerShape = z.object({
  corpName: registerCorpName,
  uscc,
  adminName: userName,
  idCard: z.string().trim().toUpperCase().pipe(idCard),
  mobile,
  smsCode,
  loginName,
  password: newPassword,
});
const nameNotInPassword = { message: M.passwordHoldsName, path: ['password'] };

/**
 * What the server checks of a registration once the password is decrypted: the fields, and the password not holding
 * the login name. The form (registerForm) adds the repeated password and the agreement tick.
 */
export const registerFields = registerShape.refine((v) => !passwordHoldsName(v.password, v.loginName), nameNotInPassword);
export type RegisterFields = z.infer<typeof registerFields>;

/** 注册 as the page fills it in: the fields, 确认密码 equal to 登录密码, and the three agreements ticked. */
export const registerForm = registerShape
  .extend({ confirmPassword: z.string(), agreed: z.boolean().refine((v) => v, M.agreementsRequired) })
  .refine((v) => !passwordHoldsName(v.password, v.loginName), nameNotInPassword)
  .refine((v) => v.confirmPassword === v.password, { message: M.passwordRepeat, path: ['confirmPassword'] });
export type RegisterFormInput = z.input<typeof registerForm>;
export type RegisterForm = z.output<typeof registerForm>;

/** 重置密码 step 1 (验证身份): who, the mobile on file and the code sent to it. */
export const resetIdentityForm = z.object({ loginName: z.string().trim().min(1, M.loginNameRequired).max(40, M.loginName), mobile, smsCode });
export type ResetIdentityForm = z.infer<typeof resetIdentityForm>;

/** 重置密码 step 2 (设置新密码): the spec §5 new password typed twice. */
export const resetPasswordForm = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, { message: M.passwordConfirm, path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

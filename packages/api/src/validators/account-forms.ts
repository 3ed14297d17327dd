import { z } from 'zod';
import { mobile } from './contact';
import { VALIDATION_MESSAGES as M } from './messages';
import { newPassword } from './new-password';

/** 修改密码 (账户中心): the old password, the new one by the spec §5 rule (`newPassword`, which the server applies
 * again after decrypting), typed twice, and not the old one again. */
export const changePasswordForm = z
  .object({
    oldPassword: z.string().min(1, M.oldPasswordRequired).max(64),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === v.newPassword, { message: M.passwordConfirm, path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.oldPassword, { message: M.passwordSame, path: ['newPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** An SMS verify code: six digits (the outbox writes six). */
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const smsCode = z.string().regex(SMS_CODE_PATTERN, M.smsCode);

/**
 * 修改手机号: the login password (a session alone must not move the mobile that SMS codes and key operations go to),
 * the new mobile (spec §5 mobile rule) and the code sent to it.
 */
export const changeMobileForm = z.object({ password: z.string().min(1, M.loginPasswordRequired).max(64), mobile, code: smsCode });
export type ChangeMobileForm = z.infer<typeof changeMobileForm>;

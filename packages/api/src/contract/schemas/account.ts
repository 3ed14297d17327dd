import { z } from 'zod';
import { mobile } from '../../validators/contact';
import { roleSchema } from './session';

/** `POST /v1/account/profile`: the user's own data for 账户中心 (the mobile masked, as everywhere in transit). */
export const accountProfileSchema = z.object({
  personName: z.string(),
  userName: z.string(),
  /** Masked, e.g. `138****0101`. */
  mobile: z.string(),
  corpName: z.string(),
  currentRole: roleSchema,
  roles: z.array(roleSchema),
  /** The login before the current one (ISO instant), null on a first login: 上次登录时间. */
  lastLoginAt: z.string().nullable(),
  /** The business date of that login (domain.md §4.2): 上次登录时间 shows it with the instant's time of day. */
  lastLoginDate: z.string().nullable(),
  /** When the password was last changed (ISO instant), null when never. */
  passwordChangedAt: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** RSA-OAEP ciphertext (base64) of a value the browser encrypts, as login sends the password. */
const cipherText = z.string().min(1).max(4096);

/** `POST /v1/account/password`: old and new password, each encrypted with the key `kid` (never plain). */
export const changePasswordRequestSchema = z.strictObject({ kid: z.string().min(1).max(100), oldPassword: cipherText, newPassword: cipherText });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
/** How many other sessions of the user the change ended (the current one stays until the page logs it out). */
export const changePasswordResultSchema = z.object({ endedSessions: z.number().int().nonnegative() });
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/** `POST /v1/account/mobile/verify-code`: send a code to the new mobile (spec §5 mobile rule). */
export const mobileCodeRequestSchema = z.strictObject({ mobile });
export type MobileCodeRequest = z.infer<typeof mobileCodeRequestSchema>;

/** `POST /v1/account/mobile`: the login password, the new mobile and its verify code; password and code encrypted. */
export const changeMobileRequestSchema = z.strictObject({ mobile, kid: z.string().min(1).max(100), password: cipherText, code: cipherText });
export type ChangeMobileRequest = z.infer<typeof changeMobileRequestSchema>;
/** The new mobile, masked. */
export const changeMobileResultSchema = z.object({ mobile: z.string() });

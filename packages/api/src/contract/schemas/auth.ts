import * as z from 'zod/mini';

/** `POST /uaa/v1/security/public-keys`: the RSA key the browser encrypts sensitive text with (OAEP, SHA-256). */
export const publicKeySchema = z.object({
  /** Key id; sent back with every encrypted value so keys can rotate. */
  kid: z.string().check(z.minLength(1)),
  /** SPKI PEM of an RSA-2048 public key. */
  publicKey: z.string().check(z.startsWith('-----BEGIN PUBLIC KEY-----')),
});
export type PublicKey = z.infer<typeof publicKeySchema>;

/**
 * `POST /uaa/login`: the password is RSA-OAEP encrypted (base64) with the key `kid`. Past the failed-login threshold
 * of the client's address the server asks for a 图形验证码 (`CAPTCHA_REQUIRED`): its id and the characters read.
 */
export const loginRequestSchema = z.strictObject({
  username: z.string().check(z.minLength(1), z.maxLength(40)),
  password: z.string().check(z.minLength(1), z.maxLength(4096)),
  kid: z.string().check(z.minLength(1)),
  captchaId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  captchaCode: z.optional(z.string().check(z.minLength(1), z.maxLength(8))),
});

/** `POST /uaa/v1/captcha`: a 图形验证码 (an SVG data URL) and its id. */
export const captchaSchema = z.object({ captchaId: z.string(), image: z.string().check(z.startsWith('data:image/svg+xml;base64,')) });
export type Captcha = z.infer<typeof captchaSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `POST /uaa/v1/security/token`: the auth token the client sends as `Authorization: Bearer`. */
export const tokenSchema = z.object({
  accessToken: z.string().check(z.minLength(32)),
  /** Seconds until the token (and the session's absolute timeout) ends. */
  expiresIn: z.int().check(z.positive()),
});
export type Token = z.infer<typeof tokenSchema>;

/** `POST /uaa/v1/security/switch-role`: make another of the user's roles the current one (spec §4). */
export const switchRoleRequestSchema = z.strictObject({ roleCode: z.string().check(z.minLength(1)) });
export type SwitchRoleRequest = z.infer<typeof switchRoleRequestSchema>;

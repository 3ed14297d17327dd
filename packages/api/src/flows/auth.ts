import { authEndpoints, LOGIN_SUCCESS_PATH } from '../contract/endpoints/auth';
import type { LoginResult } from '../contract/endpoints/auth';
import type { ApiClient } from '../client/create-client';
import { RETURN_PARAM, safeReturnAddress } from '../contract/return-address';
import { encryptText } from '../crypto/encrypt-text';

/** The 图形验证码 a login carries when the server asked for one (`CAPTCHA_REQUIRED`). */
export interface LoginCaptcha {
  captchaId: string;
  captchaCode: string;
}

/** Encrypts the password (RSA-OAEP SHA-256), posts `/uaa/login`, then fetches the auth token and keeps it. */
export async function login(client: ApiClient, username: string, password: string, captcha?: LoginCaptcha): Promise<LoginResult> {
  const key = await client.call(authEndpoints.publicKeys);
  const body = { username, password: await encryptText(key.publicKey, password), kid: key.kid, ...(captcha ?? {}) };
  const result = await client.call(authEndpoints.login, { body });
  client.setToken((await client.call(authEndpoints.token)).accessToken);
  return result;
}

/** How long a logout waits for the reads still in flight (a backstop: they are usually answered in milliseconds). */
const LOGOUT_DRAIN_MS = 2_000;

/**
 * `POST /uaa/logout` once the session's calls in flight are answered (else they come back 401 for a session the user
 * just closed), then forgets the token even if the call failed.
 */
export async function logout(client: ApiClient): Promise<void> {
  await client.idle(LOGOUT_DRAIN_MS);
  try {
    await client.call(authEndpoints.logout);
  } finally {
    client.setToken(null);
  }
}

/** URL of the `/uaa/login/success` form target, carrying a validated return address when one is given. */
export function loginSuccessUrl(returnTo?: string): string {
  const safe = returnTo === undefined ? null : safeReturnAddress(returnTo, 'http://client.invalid');
  return safe ? `${LOGIN_SUCCESS_PATH}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}` : LOGIN_SUCCESS_PATH;
}

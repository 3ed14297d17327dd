import { z } from 'zod';
import { loginRequestSchema, publicKeySchema, switchRoleRequestSchema, tokenSchema } from '../contract/schemas/auth';
import type { PublicKey, Token } from '../contract/schemas/auth';
import { grantedMenuTreeSchema, userInfoSchema } from '../contract/schemas/session';
import type { GrantedMenuTree, UserInfo } from '../contract/schemas/session';
import { safeReturnAddress } from '../client/return-address';
import { parseRequest } from '../client/parse-request';
import type { Transport } from '../client/transport';
import { encryptText } from '../crypto/encrypt-text';

export const AUTH_PATH = {
  publicKeys: '/uaa/v1/security/public-keys',
  login: '/uaa/login',
  token: '/uaa/v1/security/token',
  userInfo: '/uaa/v1/userInfo',
  grantedMenuTree: '/uaa/v1/security/granted-menu-tree',
  switchRole: '/uaa/v1/security/switch-role',
  logout: '/uaa/logout',
  smsCode: '/uaa/v1/verify-code/sms',
  loginSuccess: '/uaa/login/success',
} as const;

/** The uaa calls of spec §7. */
export interface AuthApi {
  publicKey(): Promise<PublicKey>;
  /** Encrypts the password (RSA-OAEP SHA-256), posts `/uaa/login`, then fetches the auth token and keeps it. */
  login(username: string, password: string): Promise<void>;
  token(): Promise<Token>;
  userInfo(): Promise<UserInfo>;
  grantedMenuTree(): Promise<GrantedMenuTree>;
  switchRole(roleCode: string): Promise<void>;
  /** `POST /uaa/logout`, then forgets the token even if the call failed. */
  logout(): Promise<void>;
  /** `POST /uaa/v1/verify-code/sms`: payload and result passed through (spec §7). */
  smsCode(payload: unknown): Promise<unknown>;
  /** URL of the `/uaa/login/success` form target, carrying a validated return address when one is given. */
  loginSuccessUrl(returnTo?: string): string;
}

export function createAuthApi(t: Transport): AuthApi {
  const publicKey = () => t.call('POST', AUTH_PATH.publicKeys, { schema: publicKeySchema });
  const token = () => t.call('POST', AUTH_PATH.token, { schema: tokenSchema });
  return {
    publicKey,
    async login(username, password) {
      const key = await publicKey();
      const body = parseRequest(loginRequestSchema, { username, password: await encryptText(key.publicKey, password), kid: key.kid });
      await t.call('POST', AUTH_PATH.login, { body, schema: z.unknown() });
      const issued = await token();
      t.setToken(issued.accessToken);
    },
    token,
    userInfo: () => t.call('POST', AUTH_PATH.userInfo, { schema: userInfoSchema }),
    grantedMenuTree: () => t.call('POST', AUTH_PATH.grantedMenuTree, { schema: grantedMenuTreeSchema }),
    async switchRole(roleCode) {
      await t.call('POST', AUTH_PATH.switchRole, { body: parseRequest(switchRoleRequestSchema, { roleCode }), schema: z.unknown() });
    },
    async logout() {
      try {
        await t.call('POST', AUTH_PATH.logout, { schema: z.unknown() });
      } finally {
        t.setToken(null);
      }
    },
    smsCode: (payload) => t.call('POST', AUTH_PATH.smsCode, { body: payload, schema: z.unknown() }),
    loginSuccessUrl(returnTo) {
      const safe = returnTo === undefined ? null : safeReturnAddress(returnTo, 'http://client.invalid');
      return t.url(AUTH_PATH.loginSuccess, safe ? { returnTo: safe } : undefined);
    },
  };
}

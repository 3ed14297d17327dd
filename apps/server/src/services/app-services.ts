import type { LoginThrottle } from '../security/login-throttle';
import type { NonceStore } from '../security/nonce-store';
import type { ServerSecrets } from '../security/secrets';
import type { SessionStore } from '../security/session-store';
import type { TestCa } from '../signing/test-ca';

/** The long-lived collaborators route handlers use, built once by buildApp. */
export interface AppServices {
  sessions: SessionStore;
  nonces: NonceStore;
  throttle: LoginThrottle;
  secrets: ServerSecrets;
  /** Set the Secure flag on cookies (TLS terminated here or at a trusted proxy). */
  secureCookies: boolean;
  /** Origins besides the request's own that may send state-changing requests. */
  allowedOrigins: readonly string[];
  /** Today's business date (`YYYY-MM-DD`, Asia/Shanghai or pinned). */
  businessDate(): string;
  /** The signing switch (`/v1/auth/cfca/controls/enable`): off accepts the spec's dummy signature values. */
  signingEnabled: boolean;
  /** Extra CSP connect-src origins of the portal page (the local Ukey agent). */
  cspConnectOrigins: readonly string[];
  /** Issues certificates for soft keys. */
  testCa: TestCa;
}

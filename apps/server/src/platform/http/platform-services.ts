import type { Db } from '../db/db';
import type { OssConfig } from '../oss-config';
import { resolveBusinessDate, resolveBusinessTime } from '../business-date';
import type { Clock } from '../clock';
import { LoginThrottle } from '../security/login-throttle';
import { NonceStore } from '../security/nonce-store';
import type { ServerSecrets } from '../security/secrets';
import { loadSecrets } from '../security/secrets';
import { SessionStore } from '../security/session-store';
import { loadTestCa } from '../signing/test-ca';
import type { TestCa } from '../signing/test-ca';
import { createTrustAnchors } from '../signing/trust-anchors';
import type { TrustAnchors } from '../signing/trust-anchors';

/** The long-lived collaborators of the platform, built once by buildApp (routes reach them as `ctx.services`). */
export interface PlatformServices {
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
  /** The business clock's time of day `HH:MM` (BUSINESS_TIME when pinned, else Shanghai's). */
  businessTime(): string;
  /** The signing switch (`/v1/auth/cfca/controls/enable`): off accepts the spec's dummy signature values. */
  signingEnabled: boolean;
  /** Extra CSP connect-src origins of the portal page (the local Ukey agent). */
  cspConnectOrigins: readonly string[];
  /** Issues certificates for soft keys and renewals. */
  testCa: TestCa;
  /** The bank CA certificates a bound Ukey's certificate must chain to (configuration; never the test CA). */
  trustAnchors: TrustAnchors;
  /** The S3-compatible bucket of the file store (`useOss: true`); null keeps files in the database. */
  oss: OssConfig | null;
  /** The demo tools of domain-lines.md §14A.3 (模拟短信 …): never in production mode (ADR 0024). */
  demoTools: boolean;
}

export interface PlatformOptions {
  clock: Clock;
  businessDate?: string | undefined;
  businessTime?: string | undefined;
  secureCookies: boolean;
  allowedOrigins: readonly string[];
  signingEnabled: boolean;
  cspConnectOrigins: readonly string[];
  oss?: OssConfig | null | undefined;
  /** The bank CA certificates (DER, base64) the deployment trusts. */
  bankCaCerts: readonly string[];
  demoTools?: boolean;
}

export async function createPlatformServices(db: Db, o: PlatformOptions): Promise<PlatformServices> {
  return {
    sessions: new SessionStore(db),
    nonces: new NonceStore(db),
    throttle: new LoginThrottle(db),
    secrets: await loadSecrets(db),
    secureCookies: o.secureCookies,
    allowedOrigins: o.allowedOrigins,
    businessDate: () => resolveBusinessDate(o.businessDate, o.clock.now()),
    businessTime: () => resolveBusinessTime(o.businessTime, o.clock.now()),
    signingEnabled: o.signingEnabled,
    cspConnectOrigins: o.cspConnectOrigins,
    testCa: await loadTestCa(db),
    trustAnchors: createTrustAnchors(o.bankCaCerts),
    oss: o.oss ?? null,
    demoTools: o.demoTools ?? false,
  };
}

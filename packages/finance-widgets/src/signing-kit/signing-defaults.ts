import type { BankProfile } from '@scf/signing';

/** The loopback Ukey middleware (apps/ukey-agent) the portal reaches by default. */
export const DEFAULT_AGENT_URL = 'http://127.0.0.1:18080';

/** Minimum driver version {ip} (spec §4, §9): older middleware gives driver code 2. */
export const DEFAULT_MIN_DRIVER_VERSION = '3.0.0';

/**
 * Banks whose keys the platform accepts, matched on the certificate issuer (spec §5: issuer must match the
 * chosen bank). The demo CA, the test CA for soft keys and real CCB CAs all carry this organisation. The name is
 * the bank's full name as the platform config writes it (its copyright line): one name on every screen.
 */
export const DEFAULT_BANKS: readonly BankProfile[] = [{ code: 'CCB', name: '中国建设银行', raType: 'CCB', issuerPatterns: ['O=China Construction Bank'] }];

/**
 * What a user reads for a signing driver (its `id` is for code and logs, never for the screen): the Ukey
 * middleware is 本地Ukey助手, a soft key 软证书, signing switched off 免签模式. The test-only mock has no label.
 */
export const DRIVER_LABELS: Readonly<Record<string, string>> = {
  'local-agent': '本地Ukey助手',
  soft: '软证书',
  dummy: '免签模式',
};

/** The Chinese name of a driver, or 签名驱动 for one the platform does not know (a host's own, the mock). */
export function driverLabel(id: string): string {
  return DRIVER_LABELS[id] ?? '签名驱动';
}

import type { BankProfile } from '@scf/signing';

/** The loopback Ukey middleware (apps/ukey-agent) the portal reaches by default. */
export const DEFAULT_AGENT_URL = 'http://127.0.0.1:18080';

/** Minimum driver version {ip} (spec §4, §9): older middleware gives driver code 2. */
export const DEFAULT_MIN_DRIVER_VERSION = '3.0.0';

/**
 * Banks whose keys the platform accepts, matched on the certificate issuer (spec §5: issuer must match the
 * chosen bank). The demo CA, the test CA for soft keys and real CCB CAs all carry this organisation.
 */
export const DEFAULT_BANKS: readonly BankProfile[] = [
  { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['O=China Construction Bank'] },
];

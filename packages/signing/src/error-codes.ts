/**
 * Every signing failure the SDK reports (spec §8, security.md §2.2). Stable strings: screens, logs and tests
 * key on them; the Chinese text comes from the catalogue.
 */
export const SIGN_ERROR_CODES = [
  // registration codes 1–12 (spec §8)
  'ISSUER_UNKNOWN',
  'MULTIPLE_KEYS',
  'PRINT_NUMBER_FAILED',
  'CERT_SELECT_FAILED',
  'SERIAL_FAILED',
  'ALGORITHM_FAILED',
  'ISSUER_DN_FAILED',
  'DN_FAILED',
  'ORIGINAL_FAILED',
  'SIGN_FAILED',
  'REQUEST_ERROR',
  'ISSUER_MISMATCH',
  // driver codes 1–2
  'NO_VERSION',
  'DRIVER_OUTDATED',
  // key messages of the business signing flow
  'NOT_BOUND',
  'INSERT_KEY',
  'CERT_MISMATCH',
  'ONLY_ONE_KEY',
  // what drivers add
  'DRIVER_UNAVAILABLE',
  'KEY_REMOVED',
  'PIN_INCORRECT',
  'PIN_LOCKED',
  'USER_CANCELLED',
  'DRIVER_ERROR',
  // importCertificate: the certificate is not for the key's public key
  'CERT_KEY_MISMATCH',
  // another signing flow is waiting for the user (one flow at a time, so a key never signs twice per click)
  'FLOW_BUSY',
] as const;
export type SignErrorCode = (typeof SIGN_ERROR_CODES)[number];

/** Spec §8 registration codes by number. */
export const REGISTRATION_CODES = {
  1: 'ISSUER_UNKNOWN',
  2: 'MULTIPLE_KEYS',
  3: 'PRINT_NUMBER_FAILED',
  4: 'CERT_SELECT_FAILED',
  5: 'SERIAL_FAILED',
  6: 'ALGORITHM_FAILED',
  7: 'ISSUER_DN_FAILED',
  8: 'DN_FAILED',
  9: 'ORIGINAL_FAILED',
  10: 'SIGN_FAILED',
  11: 'REQUEST_ERROR',
  12: 'ISSUER_MISMATCH',
} as const satisfies Record<number, SignErrorCode>;

/** Spec §8 driver codes by number. */
export const DRIVER_CODES = { 1: 'NO_VERSION', 2: 'DRIVER_OUTDATED' } as const satisfies Record<number, SignErrorCode>;

/** The spec number of a registration or driver code, for screens that show "错误码 N". */
export function specNumberOf(code: SignErrorCode): number | undefined {
  for (const table of [REGISTRATION_CODES, DRIVER_CODES] as Record<number, SignErrorCode>[]) {
    const hit = Object.entries(table).find(([, c]) => c === code);
    if (hit) return Number(hit[0]);
  }
  return undefined;
}

import { DEFAULT_BANKS } from '@scf/finance-widgets';
import type { BankProfile } from '@scf/signing';

/** The bank profile of a binding's bank (its issuer patterns); the platform default when unknown. */
export function bankOf(code: string): BankProfile {
  return DEFAULT_BANKS.find((b) => b.code === code) ?? DEFAULT_BANKS[0]!;
}

/**
 * Banks whose Ukeys the platform accepts, with the issuer DN patterns of their CAs (configuration, never
 * hard-coded into the SDK: security.md §2.2 step 3). The demo bank CA is the one of apps/ukey-agent's key store;
 * the soft-key test CA carries the same bank name.
 */
export interface BankIssuer {
  code: string;
  raType: string;
  issuerPatterns: readonly string[];
}

export const BANKS: readonly BankIssuer[] = [{ code: 'CCB', raType: 'CCB', issuerPatterns: ['China Construction Bank'] }];

export function bankOfIssuer(issuerDn: string): BankIssuer | undefined {
  return BANKS.find((b) => b.issuerPatterns.some((p) => issuerDn.includes(p)));
}

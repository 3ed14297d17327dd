/** The bank chosen for signing: its RA type and the issuer DNs of its CAs (configuration, not constants). */
export interface BankProfile {
  /** e.g. 'CCB' */
  code: string;
  name: string;
  /** Sent as `raType` in the signature payload and the credit assemble call. */
  raType: string;
  /** Substrings one of which the certificate issuer DN must contain (spec §5 "issuer must match chosen bank"). */
  issuerPatterns: string[];
}

export function issuerMatches(issuerDN: string, bank: BankProfile): boolean {
  return bank.issuerPatterns.some((p) => issuerDN.includes(p));
}

import 'reflect-metadata';
import { X509Certificate } from '@peculiar/x509';
import { bankOfIssuer } from './banks';
import type { BankIssuer } from './banks';
import type { ParsedCertificate } from './certificate';

/**
 * The CA certificates bank Ukey certificates must chain to (security.md §2.5): configuration of the deployment, never
 * the platform's own test CA (which issues soft keys and renewals, and whose name carries a bank's). The demo trusts
 * the demo CCB CA of the local agent's keys; production mode trusts only `BANK_CA_CERTS_FILE` (ADR 0024).
 */
export interface TrustAnchors {
  /** The anchors' certificates (DER), for the evidence package's chain. */
  readonly certificates: readonly { bank: string; der: Buffer; subject: string }[];
  /** Whether a certificate was really issued (signature checked, not the name) by one of the bank's current CAs. */
  issuedByBankCa(cert: ParsedCertificate, bank: BankIssuer, now: number): Promise<boolean>;
  /** The anchor that issued a certificate, if any (for the chain of a signer's certificate). */
  issuerOf(cert: X509Certificate): Promise<Buffer | undefined>;
}

/** Split a PEM bundle into DER certificates (base64); anything that is not a CERTIFICATE block is an error. */
export function pemBundleToDer(pem: string): string[] {
  const blocks = [...pem.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g)];
  const bad = blocks.find((b) => b[1] !== 'CERTIFICATE');
  if (bad) throw new Error(`BANK_CA_CERTS_FILE: a ${bad[1] ?? ''} block where only certificates belong`);
  return blocks.map((b) => (b[2] ?? '').replace(/\s+/g, ''));
}

/** Anchors from DER certificates (base64); each must name a known bank (banks.ts) in its subject. */
export function createTrustAnchors(derB64: readonly string[]): TrustAnchors {
  const parsed = derB64.map((b64) => {
    const der = Buffer.from(b64, 'base64');
    const ca = new X509Certificate(der);
    const bank = bankOfIssuer(ca.subject);
    if (!bank) throw new Error(`trust anchor ${ca.subject}: no configured bank matches its subject`);
    return { bank: bank.code, der, subject: ca.subject, ca };
  });
  const signedBy = async (cert: X509Certificate, ca: X509Certificate) =>
    ca.subject === cert.issuer && (await cert.verify({ publicKey: ca.publicKey, signatureOnly: true }).catch(() => false));
  return {
    certificates: parsed.map(({ bank, der, subject }) => ({ bank, der, subject })),
    async issuedByBankCa(cert, bank, now) {
      for (const a of parsed) {
        const current = a.ca.notBefore.getTime() <= now && now < a.ca.notAfter.getTime();
        if (a.bank === bank.code && current && (await signedBy(cert.raw, a.ca))) return true;
      }
      return false;
    },
    async issuerOf(cert) {
      for (const a of parsed) if (await signedBy(cert, a.ca)) return a.der;
      return undefined;
    },
  };
}

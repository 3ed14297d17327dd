import 'reflect-metadata';
import { X509Certificate } from '@peculiar/x509';
import { DEMO_BANK_CA_CERT_DER_B64 } from './demo-ukeys';
import type { BankIssuer } from './banks';
import type { ParsedCertificate } from './certificate';
import type { TestCa } from './test-ca';

/**
 * The CA certificates each bank's Ukey certificates must chain to (security.md §2.5): configuration of the
 * deployment. The reference server trusts the demo CCB CA that issued the local agent's keys; a production
 * deployment lists the bank's real CA certificates here.
 */
const BANK_CA_CERTS: Readonly<Record<string, readonly string[]>> = {
  CCB: [DEMO_BANK_CA_CERT_DER_B64],
};

const anchors = new Map<string, X509Certificate[]>();

function anchorsOf(bankCode: string): X509Certificate[] {
  let list = anchors.get(bankCode);
  if (!list) {
    list = (BANK_CA_CERTS[bankCode] ?? []).map((der) => new X509Certificate(Buffer.from(der, 'base64')));
    anchors.set(bankCode, list);
  }
  return list;
}

/**
 * Whether a certificate was really issued by one of the bank's CAs, or by the platform's own CA (soft keys and
 * renewed certificates): the issuing signature is checked, not just the issuer name, which anyone can copy.
 */
export async function issuedByBankCa(cert: ParsedCertificate, bank: BankIssuer, testCa: TestCa, now: number): Promise<boolean> {
  if (await testCa.issued(cert.raw)) return true;
  for (const ca of anchorsOf(bank.code)) {
    const current = ca.notBefore.getTime() <= now && now < ca.notAfter.getTime();
    if (!current || ca.subject !== cert.issuerDN) continue;
    if (await cert.raw.verify({ publicKey: ca.publicKey, signatureOnly: true }).catch(() => false)) return true;
  }
  return false;
}

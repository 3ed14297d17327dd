import { SigningError } from '../errors';
import { base64ToBytes } from '../encoding';
import { normalizeSerial } from '../serial';
import type { CertInfo } from '../types';
import { certTypeOfSpki } from '../spki';

/** The CN of a DN string, e.g. `CN=张三, O=...` → 张三. */
function commonName(dn: string): string | undefined {
  return /(?:^|,\s*)CN=([^,]+)/.exec(dn)?.[1];
}

/**
 * Read a DER certificate (base64) into CertInfo with @peculiar/x509, loaded on first use so pages that never
 * touch certificates do not pay for it. The key type comes from the SPKI.
 */
export async function certInfoFromDer(certDerB64: string): Promise<Omit<CertInfo, 'handle'> & { spki: Uint8Array }> {
  await import('reflect-metadata');
  const { X509Certificate } = await import('@peculiar/x509');
  let cert: InstanceType<typeof X509Certificate>;
  try {
    cert = new X509Certificate(base64ToBytes(certDerB64));
  } catch (error) {
    throw new SigningError('CERT_SELECT_FAILED', error instanceof Error ? error.message : 'bad certificate');
  }
  const spki = new Uint8Array(cert.publicKey.rawData);
  return {
    serialNumber: normalizeSerial(cert.serialNumber),
    issuerDN: cert.issuer,
    subjectDN: cert.subject,
    subjectCN: commonName(cert.subject),
    certType: certTypeOfSpki(spki),
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    certDerB64,
    spki,
  };
}

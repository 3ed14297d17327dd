import 'reflect-metadata';
import { X509Certificate } from '@peculiar/x509';
import { normalizeSerial } from './serial';
import type { CertType } from './signing-rules';

const SM2_CURVE_OID = '06082a811ccf5501822d';
const RSA_OID = '06092a864886f70d010101';
export const SM2_SPKI_PREFIX = '3059301306072a8648ce3d020106082a811ccf5501822d034200';

export interface ParsedCertificate {
  serialNorm: string;
  issuerDN: string;
  subjectDN: string;
  notBefore: number;
  notAfter: number;
  spkiDer: Buffer;
  certType: CertType;
  raw: X509Certificate;
}

/** The key type from the SPKI algorithm OIDs: the certificate's real key, whatever anyone claims. */
export function certTypeOfSpki(spki: Buffer): CertType | undefined {
  const head = spki.subarray(0, 40).toString('hex');
  if (head.includes(SM2_CURVE_OID)) return 'SM2';
  if (head.includes(RSA_OID)) return 'RSA';
  return undefined;
}

/** Parse a DER certificate (base64); undefined when it is not one or its key type is unsupported. */
export function parseCertificate(derB64: string): ParsedCertificate | undefined {
  try {
    const raw = new X509Certificate(Buffer.from(derB64, 'base64'));
    const spkiDer = Buffer.from(raw.publicKey.rawData);
    const certType = certTypeOfSpki(spkiDer);
    if (!certType) return undefined;
    return {
      serialNorm: normalizeSerial(raw.serialNumber),
      issuerDN: raw.issuer,
      subjectDN: raw.subject,
      notBefore: raw.notBefore.getTime(),
      notAfter: raw.notAfter.getTime(),
      spkiDer,
      certType,
      raw,
    };
  } catch {
    return undefined;
  }
}

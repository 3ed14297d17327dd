import { normalizeSerial } from './serial';
import type { CertInfo, CertificateFilter } from './types';

/** Whether a certificate passes a driver's listing filter (serial, issuer substrings); every driver filters alike. */
export function matchesFilter(cert: CertInfo, filter: CertificateFilter | undefined): boolean {
  if (filter?.serialNumber && normalizeSerial(filter.serialNumber) !== cert.serialNumber) return false;
  return !filter?.issuerDNIncludes?.length || filter.issuerDNIncludes.some((p) => cert.issuerDN.includes(p));
}

/**
 * Normalise a certificate serial number: lowercase hex, no separators, no leading zeros.
 * Drivers differ (CFCA uppercase, Node uppercase, @peculiar/x509 lowercase, some with colons).
 */
export function normalizeSerial(serial: string): string {
  const hex = serial.replace(/[\s:-]/g, '').toLowerCase();
  const trimmed = hex.replace(/^0+/, '');
  return trimmed || (hex ? '0' : '');
}

/** Whether two serial numbers name the same certificate. */
export function sameSerial(a: string, b: string): boolean {
  return normalizeSerial(a) === normalizeSerial(b);
}

/** Serial numbers as lowercase hex without separators or leading zeros (Node says upper, peculiar lower). */
export function normalizeSerial(serial: string): string {
  const hex = serial.replace(/[\s:-]/g, '').toLowerCase();
  const trimmed = hex.replace(/^0+/, '');
  return trimmed || (hex ? '0' : '');
}

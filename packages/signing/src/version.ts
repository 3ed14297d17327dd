import { SigningError } from './errors';

/** Numeric dotted compare ("1.10.0" > "1.9.3"); missing parts count as 0; non-digits are ignored. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p.replace(/\D/g, '') || '0', 10));
  const pb = b.split('.').map((p) => Number.parseInt(p.replace(/\D/g, '') || '0', 10));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * Spec §4/§8 driver check against the configured minimum {ip}: no version → driver code 1,
 * older than the minimum → driver code 2.
 */
export function assertDriverVersion(installed: string | undefined, minimum: string): void {
  if (!installed || !/\d/.test(installed)) throw new SigningError('NO_VERSION');
  if (compareVersions(installed, minimum) < 0) throw new SigningError('DRIVER_OUTDATED', `${installed} < ${minimum}`);
}

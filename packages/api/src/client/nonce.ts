/** 16 random bytes from the CSPRNG as 32 lower-case hex characters (security.md §1.8: ≥128 bits, not a UUID). */
export function createNonce(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

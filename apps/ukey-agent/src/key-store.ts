import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** One key "in a drawer": its certificate, printed number and private key (demo and test keys only). */
export const storedKeySchema = z.object({
  id: z.string().min(1),
  /** Demo user the key belongs to (informational; the platform's binding table decides). */
  user: z.string().optional(),
  label: z.string().default(''),
  certType: z.enum(['RSA', 'SM2']),
  /** Printed number (印刷号/ukeyNo); its tail is the role's uKeyCodeSuffix. */
  keyCode: z.string().min(1),
  certDerB64: z.string().min(1),
  /** RSA: PKCS#8 DER base64. SM2: 32-byte scalar hex. */
  privateKey: z.string().min(1),
});
export type StoredKey = z.infer<typeof storedKeySchema>;

/** Simulated middleware states (issue 4 §5). */
export const SCENARIOS = ['normal', 'removed', 'two-keys', 'wrong-issuer', 'outdated'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const storeFileSchema = z.object({
  version: z.string().default('3.2.0'),
  /** What `outdated` reports: below the platform's minimum driver version. */
  outdatedVersion: z.string().default('1.0.0'),
  scenario: z.enum(SCENARIOS).default('normal'),
  /**
   * Ids of inserted keys. `"auto"` inserts, on each listing, the key whose printed number ends with the tail
   * number the caller asks for: the demo user plugs in the right key without any setup.
   */
  inserted: z.union([z.literal('auto'), z.array(z.string())]).default('auto'),
  /** The key listed in the `wrong-issuer` scenario: one issued by another bank's CA. */
  wrongIssuerKeyId: z.string().optional(),
  keys: z.array(storedKeySchema),
});
export type StoreFile = z.infer<typeof storeFileSchema>;

export async function loadStore(file: string): Promise<StoreFile> {
  return storeFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Write atomically (temp file + rename) so a crash never leaves half a store. */
export async function saveStore(file: string, store: StoreFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(store, null, 2)}\n`, { mode: 0o600 });
  await rename(tmp, file);
}

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

export interface ServerSecrets {
  /** HMAC key of the anti-forgery tokens. */
  xsrfKey: Buffer;
  rsa: { kid: string; publicKeyPem: string; privateKeyPem: string };
  /** AES-256-GCM key of personal data kept encrypted at rest (身份证号; field-cipher.ts). */
  fieldKey: Buffer;
}

async function getOrCreate(db: Db, name: string, create: () => string): Promise<string> {
  const read = async () => (await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [name]))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Insert-if-absent then read: replicas starting together agree on the first value written.
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, create()]);
  const value = await read();
  if (!value) throw new Error(`server secret ${name} missing`);
  return value;
}

/**
 * Secrets kept in the database so every replica signs and decrypts alike and restarts keep sessions valid.
 * The RSA-2048 pair is generated on first start; rotating means writing a new `kid`.
 */
export async function loadSecrets(db: Db): Promise<ServerSecrets> {
  const xsrfKey = Buffer.from(await getOrCreate(db, 'xsrf-hmac-key', () => randomBytes(32).toString('base64')), 'base64');
  const rsaJson = await getOrCreate(db, 'rsa-login-key', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return JSON.stringify({ kid: `k${randomBytes(6).toString('hex')}`, publicKeyPem: publicKey, privateKeyPem: privateKey });
  });
  const fieldKey = Buffer.from(await getOrCreate(db, 'field-aes-key', () => randomBytes(32).toString('base64')), 'base64');
  return { xsrfKey, rsa: JSON.parse(rsaJson) as ServerSecrets['rsa'], fieldKey };
}

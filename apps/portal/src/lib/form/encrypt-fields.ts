import { encryptText } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { authEndpoints } from '@scf/api/contract';

/**
 * Encrypt values for the server the way login sends the password (RSA-OAEP SHA-256 with the key of
 * `/uaa/v1/security/public-keys`): nothing a user types as a credential goes in the body in plain text.
 */
export async function encryptFields<K extends string>(client: ApiClient, values: Record<K, string>): Promise<{ kid: string; fields: Record<K, string> }> {
  const key = await client.call(authEndpoints.publicKeys);
  const entries = await Promise.all(Object.entries<string>(values).map(async ([name, value]) => [name, await encryptText(key.publicKey, value)] as const));
  return { kid: key.kid, fields: Object.fromEntries(entries) as Record<K, string> };
}

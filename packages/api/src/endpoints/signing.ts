import type { Transport } from '../client/transport';
import type { SigningBusinessType } from '../contract/signing-originals';
import { fetchSigningOriginal } from './signing-original';

/** Signing support calls bound to a client (the table lives in contract/signing-originals.ts). */
export interface SigningApi {
  /** The original text to sign for a business type. */
  fetchSigningOriginal(type: SigningBusinessType, ids: readonly string[], params?: { raType?: string }): Promise<string>;
}

export function createSigningApi(t: Transport): SigningApi {
  return { fetchSigningOriginal: (type, ids, params) => fetchSigningOriginal(t, type, ids, params) };
}

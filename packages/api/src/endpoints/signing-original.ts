import { z } from 'zod';
import type { CallOptions, HttpMethod } from '../client/transport';
import { signingOriginalRequest } from '../contract/signing-originals';
import type { SigningBusinessType } from '../contract/signing-originals';

/** What `fetchSigningOriginal` needs from a client: just `call`. */
export interface Caller {
  call<T>(method: HttpMethod, path: string, opts: CallOptions<T>): Promise<T>;
}

/**
 * The original text to sign for a business type (spec §4 signing flow, step 2). The call comes from the one
 * table in `contract/signing-originals.ts`; the server answers with a single-use challenge text.
 */
export async function fetchSigningOriginal(client: Caller, type: SigningBusinessType, ids: readonly string[], params: { raType?: string } = {}): Promise<string> {
  const req = signingOriginalRequest(type, ids, params);
  return client.call(req.method, req.path, {
    query: req.query,
    ...(req.body === undefined ? {} : { body: req.body }),
    schema: z.string(),
  });
}

import type { EndpointCaller } from '../contract/endpoint';
import { signingOriginalCall } from '../contract/endpoints/signing-originals';
import type { SigningBusinessType } from '../contract/endpoints/signing-originals';

/**
 * The original text to sign for a business type (spec §4 signing flow, step 2), from the one table of
 * `SIGNING_ORIGINALS`; the server answers with a single-use challenge text.
 */
export async function fetchSigningOriginal(
  client: EndpointCaller,
  type: SigningBusinessType,
  ids: readonly string[],
  params: { raType?: string } = {},
): Promise<string> {
  const { endpoint, input } = signingOriginalCall(type, ids, params);
  // The table's endpoints differ in shape; signingOriginalCall built the input that fits this one.
  return (await client.call(endpoint, input as never)) as string;
}

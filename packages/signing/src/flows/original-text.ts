import type { AnyEndpoint, EndpointCaller } from '@scf/api/contract';
import { SigningError, guard } from '../errors';

/** Where an original comes from: an endpoint without input that answers the text, or a function that fetches it. */
export type OriginalSource = AnyEndpoint | (() => Promise<string>);

/** The server-issued original (single use, security.md §2.6); a failing call or an empty text is registration code 9. */
export async function requireOriginal(fetchText: () => Promise<unknown>): Promise<string> {
  const text = await guard('ORIGINAL_FAILED', fetchText);
  if (typeof text !== 'string' || !text) throw new SigningError('ORIGINAL_FAILED', 'empty original');
  return text;
}

/** Fetch an original from its source through the host's transport. */
export function fetchOriginal(transport: EndpointCaller, source: OriginalSource): Promise<string> {
  // An endpoint of this kind takes no input; the generic caller cannot know that, hence the cast.
  return requireOriginal(() => (typeof source === 'function' ? source() : transport.call(source, {} as never)));
}

import { z } from 'zod';
import type { SigningTransport } from '@scf/signing';

/** What a host's API client must offer: @scf/api's `client.call`. */
export interface CallingClient {
  call<T>(method: 'GET' | 'POST', path: string, opts: { body?: unknown; query?: Record<string, string>; schema: z.ZodType<T> }): Promise<T>;
}

/**
 * The signing core's transport over the platform API client. The core writes query strings into the path
 * (`…/assemble?raType=CCB`); the client signs the query separately (md5 of path, sorted query and body), so
 * the query is moved into its own option here.
 */
export function clientTransport(client: CallingClient): SigningTransport {
  return {
    request(method, path, body) {
      const [pathname = '', search = ''] = path.split('?', 2);
      const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
      return client.call(method, pathname, { ...(body === undefined ? {} : { body }), ...(query ? { query } : {}), schema: z.unknown() });
    },
  };
}

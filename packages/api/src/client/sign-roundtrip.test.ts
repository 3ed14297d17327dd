import fc from 'fast-check';
import { z } from 'zod';
import { describe, it } from 'vitest';
import { queryPairs, requestSign } from '../contract/sign';
import { post } from '../contract/endpoint';
import { fakeFetch, ok } from '../test-support/fake-fetch';
import { createClient } from './create-client';

// What the server does (apps/server request guard): split the raw URL, rebuild the pairs, hash the raw body.
function serverSign(url: string, body: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return requestSign(path, queryPairs(q < 0 ? '' : url.slice(q + 1)), body);
}

describe('client sign = server recomputation (design.md §3)', () => {
  it('holds for random paths, queries and bodies', async () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
        fc.jsonValue({ maxDepth: 2 }),
        async (segments, query, body) => {
          const server = fakeFetch(() => ok(null));
          const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
          await client.call(post(`/${segments.join('/')}`, { query: z.record(z.string(), z.string()), body: z.unknown(), response: z.null() }), {
            query,
            body,
          });
          const req = server.requests[0]!;
          return req.headers['x-sign'] === serverSign(req.url, req.body as string);
        },
      ),
      { numRuns: 150 },
    );
  });
});

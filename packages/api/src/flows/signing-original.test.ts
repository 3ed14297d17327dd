import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client';
import { fakeFetch, ok } from '../test-support/fake-fetch';
import { fetchSigningOriginal } from './signing-original';

describe('fetchSigningOriginal', () => {
  it('sends the call of the shared table and returns the text; list calls post the ids', async () => {
    const server = fakeFetch(() => ok('原文'));
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    await expect(fetchSigningOriginal(client, 'REPAYMENT', ['RP1'])).resolves.toBe('原文');
    await expect(fetchSigningOriginal(client, 'DISCOUNT_BILL_SIGN', ['B1', 'B2'])).resolves.toBe('原文');
    await expect(fetchSigningOriginal(client, 'CREDIT_ASSEMBLE', ['C1'], { raType: 'CCB' })).resolves.toBe('原文');
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', '/v1/repayments/RP1/original', undefined],
      ['POST', '/v1/discount/bills/sign/original', '{"ids":["B1","B2"]}'],
      ['GET', '/v1/credits/C1/signature/assemble?raType=CCB', undefined],
    ]);
    expect(z.string().safeParse(server.requests[0]?.headers['x-sign']).success).toBe(true);
  });
});

import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { anyGet } from '../test-support/endpoints';
import { fakeFetch } from '../test-support/fake-fetch';
import { createClient } from './create-client';
import { ApiError } from './errors';

describe('PRODUCT_NOT_OPEN (domain-lines.md §17.1)', () => {
  it('calls onProductNotOpen and still throws the refusal; other refusals do not call it', async () => {
    const onProductNotOpen = vi.fn();
    let code = 'PRODUCT_NOT_OPEN';
    const server = fakeFetch(() => ({ status: 200, body: { code, message: '贵企业尚未开通该产品，请联系客户经理开通', data: null } }));
    const client = createClient({ fetch: server.fetch, onProductNotOpen, cookie: () => '', storage: null });
    const err = await client.call(anyGet('/x', z.unknown())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('PRODUCT_NOT_OPEN');
    expect(onProductNotOpen).toHaveBeenCalledTimes(1);
    code = 'NOT_WHITELISTED';
    await client.call(anyGet('/x', z.unknown())).catch(() => undefined);
    expect(onProductNotOpen).toHaveBeenCalledTimes(1);
  });
});

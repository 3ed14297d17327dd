import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

describe('fastify boots', () => {
  it('answers inject', async () => {
    const app = Fastify();
    app.get('/healthz', async () => ({ code: '0' }));
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ code: '0' });
  });
});

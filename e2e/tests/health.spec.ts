import { expect, test } from '@playwright/test';

test('the server answers its health check', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ code: '0' });
});

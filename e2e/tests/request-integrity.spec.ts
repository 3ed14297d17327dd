import { expect, test } from '../support/console-clean';
import { login } from '../support/login';
import { send, signedRequest } from '../support/signed-fetch';

/** The current role as the server sees it. */
async function currentRole(page: import('@playwright/test').Page): Promise<string> {
  const req = await signedRequest(page, '/v1/userInfo', {});
  const role = await page.evaluate(async ({ path, body, headers }) => {
    const res = await fetch(path, { method: 'POST', headers, body });
    return ((await res.json()) as { data: { currentRole: { code: string } } }).data.currentRole.code;
  }, req);
  return role;
}

// Each story sends a forged request from the page on purpose; the browser logs its refusal (409 replay, 400 tampering).
test.use({ consoleAllow: [/status of (409|400) .*\/uaa\/v1\/security\/switch-role/] });

test('a replayed request is refused and changes nothing', async ({ page }) => {
  await login(page, 'c1_op'); // holds OPERATOR and QUERY
  expect(await currentRole(page)).toBe('ROLE_OPERATOR');

  const toQuery = await signedRequest(page, '/uaa/v1/security/switch-role', { roleCode: 'ROLE_QUERY' });
  expect(await send(page, toQuery)).toEqual({ status: 200, code: '0' });
  expect(await currentRole(page)).toBe('ROLE_QUERY');

  const back = await signedRequest(page, '/uaa/v1/security/switch-role', { roleCode: 'ROLE_OPERATOR' });
  expect(await send(page, back)).toEqual({ status: 200, code: '0' });
  expect(await currentRole(page)).toBe('ROLE_OPERATOR');

  // The very same request again (same nonce, timestamp and sign): a replay.
  const replay = await send(page, toQuery);
  expect(replay.status).toBe(409);
  expect(replay.code).toBe('REPLAY');
  expect(await currentRole(page)).toBe('ROLE_OPERATOR');
});

test('a tampered body is refused and changes nothing', async ({ page }) => {
  await login(page, 'c1_op');
  const req = await signedRequest(page, '/uaa/v1/security/switch-role', { roleCode: 'ROLE_OPERATOR' });
  // Change the body after signing, as a proxy or an attacker would.
  const tampered = { ...req, body: req.body.replace('ROLE_OPERATOR', 'ROLE_QUERY') };
  const res = await send(page, tampered);
  expect(res.status).toBe(400);
  expect(res.code).toBe('SIGN_MISMATCH');
  expect(await currentRole(page)).toBe('ROLE_OPERATOR');
});

import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { queryPairs, requestSign } from '@scf/api/contract';

export interface SignedRequest {
  path: string;
  body: string;
  headers: Record<string, string>;
}

/** Build a request exactly as the portal's client does (design.md §3), from the page's own session. */
export async function signedRequest(page: Page, path: string, payload: unknown): Promise<SignedRequest> {
  const { token, xsrf } = await page.evaluate(() => ({
    token: sessionStorage.getItem('scf.token') ?? '',
    xsrf: decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice(11) ?? '',
    ),
  }));
  const url = new URL(path, 'http://x');
  const body = JSON.stringify(payload);
  return {
    path,
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': xsrf,
      Authorization: `Bearer ${token}`,
      'X-System-Type': 'CORP_WEB',
      'X-Nonce': randomBytes(16).toString('hex'),
      'X-Timestamp': String(Date.now()),
      'X-Sign': requestSign(url.pathname, queryPairs(url.search), body),
    },
  };
}

/** Send a prepared request from inside the page (same origin, the page's cookies). */
export async function send(page: Page, req: SignedRequest): Promise<{ status: number; code: string }> {
  return page.evaluate(async ({ path, body, headers }) => {
    const res = await fetch(path, { method: 'POST', headers, body, credentials: 'same-origin' });
    const text = await res.text();
    let code = '';
    try {
      code = (JSON.parse(text) as { code: string }).code;
    } catch {
      code = '';
    }
    return { status: res.status, code };
  }, req);
}

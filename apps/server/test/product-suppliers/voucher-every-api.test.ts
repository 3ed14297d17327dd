import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@scf/api/contract';
import type { AnyEndpoint } from '@scf/api/contract';
import { productOfRequest } from '../../src/platform/security/product-availability';
import { API_ROUTES } from '../../src/server-modules';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();

/**
 * Issue 29 Done-when, 支付通 availability (domain-lines.md §17.1, §14A.7) over every voucher API, not a sample: each route
 * whose product is 支付通 by its page (`/voucher/...`) or its API path (`/v1/voucher/...`) refuses c1_op once its 支付通权限
 * is taken away (C1 opened 支付通; NOT_WHITELISTED) and s5_op (S5 has not opened it; PRODUCT_NOT_OPEN) — before its menu,
 * its input or its handler is looked at, so nothing is read or written.
 * The shared ledger and finance routes that name the product in their input are covered by voucher-availability.test.ts.
 */
const menuOf = (access: unknown): string | undefined =>
  access && typeof access === 'object' && 'menu' in access ? String((access as { menu: string }).menu) : undefined;
const voucherRoutes = API_ROUTES.filter((r) => productOfRequest(r.endpoint.path, menuOf(r.access), {}) === 'VOUCHER');

/** The query the endpoint requires, every key 'X1' (the refusal comes before any lookup). */
function queryOf(e: AnyEndpoint): string {
  const shape = (e.query as { shape?: Record<string, { isOptional?: () => boolean }> } | undefined)?.shape ?? {};
  const keys = Object.entries(shape).filter(([, s]) => !s.isOptional?.());
  return keys.length ? `?${keys.map(([k]) => `${k}=X1`).join('&')}` : '';
}
const urlOf = (e: AnyEndpoint) =>
  fillPath(e.path, Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'X1']))) + (e.method === 'GET' ? queryOf(e) : '');

const NO_FLAG = { code: 'NOT_WHITELISTED', message: '您尚未开通该产品的业务权限，请联系企业管理员' };
const NOT_OPEN = { code: 'PRODUCT_NOT_OPEN', message: '贵企业尚未开通该产品，请联系客户经理开通' };

describe('every 支付通 API refuses a user without 支付通权限 and a corporation without 支付通', () => {
  beforeAll(async () => {
    await server.db.query("UPDATE app_user SET is_rft_whitelist = FALSE WHERE user_name = 'c1_op'");
  });
  const clients = new Map<string, Promise<TestClient>>();
  const as = (user: string) => {
    let c = clients.get(user);
    if (!c) {
      c = server.login(user);
      clients.set(user, c);
    }
    return c;
  };

  it('finds the voucher routes: the debit board, 立即补扣, 覆盖率 and the pages of the 支付通 area', () => {
    const paths = voucherRoutes.map((r) => r.endpoint.path);
    expect(paths).toEqual(expect.arrayContaining(['/v1/voucher/debit/board', '/v1/voucher/debit/retry-now', '/v1/voucher/debit/coverage']));
    expect(voucherRoutes.length).toBeGreaterThanOrEqual(3);
  });

  it.each(voucherRoutes.map((r) => [`${r.endpoint.method} ${r.endpoint.path}`, r] as const))('%s', async (_name, route) => {
    const e = route.endpoint;
    const upload = e.multipart ? { raw: '', contentType: 'multipart/form-data; boundary=x' } : {};
    for (const [user, want] of [
      ['c1_op', NO_FLAG],
      ['s5_op', NOT_OPEN],
    ] as const) {
      const res = await (await as(user)).call(e.method, urlOf(e), e.method === 'POST' ? {} : undefined, upload);
      expect({ user, status: res.status, code: res.body.code, message: res.body.message }).toEqual({ user, status: 200, ...want });
    }
  });
});

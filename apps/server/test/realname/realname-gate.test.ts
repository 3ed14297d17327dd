import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/server-modules';
import { isBusinessMutation } from '../../src/platform/security/realname-gate';

const gated = API_ROUTES.filter(isBusinessMutation).map((r) => r.endpoint.path);

/**
 * Which calls the real-name gate refuses for a corporation not verified (domain-lines.md §14A.2, §15.9 invariant 3):
 * every business mutation — apply, approve, sign-for, counterparty request, account opening and binding — and no
 * read or housekeeping call, so an unverified admin still reads, signs the agreement, binds keys and identifies.
 */
describe('real-name gate coverage', () => {
  it('gates every business mutation the brief names', () => {
    expect(gated).toEqual(
      expect.arrayContaining([
        '/v1/credits/issue/apply',
        '/v1/credits/{creditNo}/sign-for',
        '/v1/credits/transfer/apply',
        '/v1/applications/{appNo}/approve',
        '/v1/finance/apply',
        '/v1/finance/{appNo}/fi-approve',
        '/v1/corp/counterparties/requests',
        '/v1/cash/plans/submit',
        '/v1/limits/distributions/apply',
        '/v1/e-accounts/apply',
        '/v1/e-accounts/bind',
        '/v1/special-accounts/apply',
        '/v1/product-suppliers/apply',
      ]),
    );
  });

  it('leaves reads, the identification itself and housekeeping open', () => {
    for (const path of [
      '/v1/realname/license-account/deposit',
      '/v1/realname/license-account/backfill',
      '/v1/realname/soft-key',
      '/v1/agreement/register/create',
      '/v1/ukeys/bind',
      '/v1/sys/messages/read-all',
      '/user/v1/opinion/feedback',
      '/v1/credits/list',
      '/v1/auths/soft/corp/mandatory/auth',
    ]) {
      expect(gated, path).not.toContain(path);
    }
    expect(API_ROUTES.filter((r) => r.endpoint.method === 'GET' && isBusinessMutation(r))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { REALNAME_PATH, checksReauthOn } from './reauth-paths';

describe('pages that re-check the real-name re-authentication (spec §4)', () => {
  it.each([
    '/my/enterprise-info/info',
    '/my/enterprise-info/user/list',
    '/my/enterprise-info/ukey/list',
    '/my/electronic-account/index',
    '/my/electronic-account/special-account/bind',
    '/credit/core/index/director',
    '/credit/chain/index/operator',
    '/voucher/core/index/operator',
  ])('%s is listed', (path) => {
    expect(checksReauthOn(path)).toBe(true);
  });

  it.each([REALNAME_PATH, '/credit/core/index/query', '/credit/core/statistics', '/my/person-center/info', '/platform-notice/page-list', '/help/index'])(
    '%s is not',
    (path) => {
      expect(checksReauthOn(path)).toBe(false);
    },
  );
});

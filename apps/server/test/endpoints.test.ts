import { describe, expect, it } from 'vitest';
import { authEndpoints, configEndpoints, referenceEndpoints } from '@scf/api/contract';
import type { CorpInfo, GrantedMenuTree, UserInfo } from '@scf/api/contract';
import { buildApp } from '../src/build-app';
import type { Db } from '../src/platform/db/db';
import { TestClient } from './helpers/test-client';
import { BUSINESS_DATE, useTestServer } from './helpers/test-server';

const server = useTestServer();
const client = () => server.client();
const publicKeySchema = authEndpoints.publicKeys.response;
const tokenSchema = authEndpoints.token.response;
const userInfoSchema = authEndpoints.userInfo.response;
const corpInfoSchema = authEndpoints.corpInfo.response;
const grantedMenuTreeSchema = authEndpoints.grantedMenuTree.response;
const platformConfigSchema = configEndpoints.platform.response;
const platformParamSchema = configEndpoints.value.response;
const pageConfigSchema = configEndpoints.page.response;
const productConfigSchema = configEndpoints.product.response;
const customerServiceConfigSchema = configEndpoints.customerService.response;
const dictResponseSchema = referenceEndpoints.dicts.response;

describe('public configuration (the login page needs it before login)', () => {
  it('serves keys, configs and dictionaries from the database in the contract shapes', async () => {
    const c = client();
    expect(publicKeySchema.parse((await c.call('POST', '/uaa/v1/security/public-keys')).body.data).publicKey).toContain('PUBLIC KEY');
    const platform = platformConfigSchema.parse((await c.call('POST', '/v1/sys/configs/find-by-config-key', { configKey: 'PLATFORM_CONFIG' })).body.data);
    expect(platform).toMatchObject({ variant: 'A', platformType: 'CCBSCF', hotline: '95533' });
    const param = platformParamSchema.parse((await c.call('POST', '/v1/sys/tools/loadValueConfig')).body.data);
    expect(param.availableProduct).toBe('CREDIT,VOUCHER,DISCOUNT,EDT');
    pageConfigSchema.parse((await c.call('POST', '/v1/sys/tools/loadViewConfig')).body.data);
    productConfigSchema.parse((await c.call('POST', '/v1/xugong/sys/tools/loadPrdConfig')).body.data);
    const cs = await c.call('POST', '/v1/sys/configs/common/find-value-json-by-config-key', { configKey: 'CUSTOMER_SERVICE' });
    expect(customerServiceConfigSchema.parse(cs.body.data).enabled).toBe(true);
    const dict = dictResponseSchema.parse(
      (await c.call('POST', '/api/web/corp/v1/sys/dict-datas/list-by-dict-types', { dictTypes: ['PRODUCT_TYPE', 'CREDIT_STATUS', 'NOPE'] })).body.data,
    );
    expect(dict.PRODUCT_TYPE).toContainEqual({ dictValue: 'VOUCHER', dictLabel: '支付通' });
    expect(dict.CREDIT_STATUS).toContainEqual({ dictValue: 'PENDING_SIGN', dictLabel: '待签收' });
    expect(dict.NOPE).toEqual([]);
  });

  it('does not expose other config keys', async () => {
    const res = await client().call('POST', '/v1/sys/configs/find-by-config-key', { configKey: 'PLATFORM_PARAM' });
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('session data', () => {
  it('describes c1_op: user info, corp info with products, menus and element codes', async () => {
    const c = client();
    await c.login('c1_op');
    const user: UserInfo = userInfoSchema.parse((await c.call('POST', '/uaa/v1/userInfo')).body.data);
    expect(user).toMatchObject({ userName: 'c1_op', personPosition: '经办', mobile: '138****0101', authorities: ['ROLE_OPERATOR', 'ROLE_QUERY'] });
    const corp: CorpInfo = corpInfoSchema.parse((await c.call('POST', '/v1/userInfo')).body.data);
    expect(corp).toMatchObject({ corpId: 'C1', corpType: 'CORE', currentRole: { code: 'ROLE_OPERATOR', name: '经办' } });
    expect(corp.productOpenStatus).toMatchObject({ CREDIT: '1', VOUCHER: '1', EDT: '1', DISCOUNT: '1' }); // §13.5: C1 opened 票据贴现
    expect(corp.openedProductCorps.VOUCHER).toEqual(['C1', 'S1', 'S3']); // §17.1: C1 and the suppliers it whitelisted (not S2)
    expect(corp.candidateRoles.map((r) => r.code).sort()).toEqual(['ROLE_OPERATOR', 'ROLE_QUERY']);
    const tree: GrantedMenuTree = grantedMenuTreeSchema.parse((await c.call('POST', '/uaa/v1/security/granted-menu-tree')).body.data);
    expect(tree.menuPerms).toEqual(expect.arrayContaining(['credit:issue:apply', 'message:view', 'account:view']));
    expect(tree.menus.map((m) => m.menuName)).toEqual(expect.arrayContaining(['电子债权凭证', '支付通']));
    const token = tokenSchema.parse((await c.call('POST', '/uaa/v1/security/token')).body.data);
    expect(token.expiresIn).toBeLessThanOrEqual(12 * 3600);
  });

  it('hides voucher menus from a corporation that has not opened VOUCHER', async () => {
    const c = client();
    await c.login('c2_op');
    const tree = (await c.call('POST', '/uaa/v1/security/granted-menu-tree')).body.data as GrantedMenuTree;
    expect(JSON.stringify(tree)).not.toContain('/voucher/');
    expect(JSON.stringify(tree)).toContain('/credit/core/issue/issue');
  });
});

describe('reference data', () => {
  it('counts unread messages per user', async () => {
    const counts: Record<string, number> = {};
    for (const u of ['c1_dir', 'c1_op', 's3_op']) {
      const c = client();
      await c.login(u);
      const res = await c.call('POST', '/v1/sys/messages', { messageState: 'SENT', messageType: 'ALL' });
      counts[u] = (res.body.data as { pageCond: { count: number } }).pageCond.count;
    }
    expect(counts).toEqual({ c1_dir: 2, c1_op: 1, s3_op: 0 });
  });

  it('lists the non-working days of the business year and the next, with make-up days as working', async () => {
    const c = client();
    await c.login('s1_op');
    const days = (await c.call('POST', '/v1/sys/holidays/currentYear', { region: '156' })).body.data as string[];
    expect(days).toEqual(
      expect.arrayContaining(['2025-01-01', '2025-01-28', '2025-06-02', '2025-10-08', '2025-06-14', '2025-06-15', '2026-02-16', '2026-10-01']),
    );
    for (const working of ['2025-01-26', '2025-02-08', '2025-06-16', '2025-10-11', '2026-02-14']) expect(days).not.toContain(working);
    expect(days.every((d) => d.startsWith('2025-') || d.startsWith('2026-'))).toBe(true);
  });

  it('tells the business date and the ledger parameters the screens compute with', async () => {
    const c = client();
    await c.login('c1_op');
    expect((await c.call('POST', '/v1/sys/business-date', {})).body.data).toEqual({ businessDate: BUSINESS_DATE });
    expect((await c.call('POST', '/v1/xugong/products/core/ccbscf/credits', {})).body.data).toEqual({
      maxTermDays: 180,
      signExpireDays: 30,
      finalReviewThreshold: null,
    });
    expect((await client().call('POST', '/v1/sys/business-date', {})).status).toBe(401);
  });
});

describe('notices and agreement', () => {
  it('pages notices, pops the unread eject-once notice until confirmed, records a read once', async () => {
    const c = client();
    await c.login('s2_dir');
    const page = await c.call('POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 1, size: 2 });
    const data = page.body.data as { rows: Array<{ noticeId: string; noticeContent: string }>; total: number };
    expect(data.total).toBe(3);
    expect(data.rows.map((n) => n.noticeId)).toEqual(['N0001', 'N0002']);
    expect(data.rows[0]?.noticeContent).toContain('<p>');
    expect((await c.call('POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 1, size: 2, extra: 1 })).body.code).toBe('BAD_REQUEST');
    const oldest = await c.call('POST', '/v1/xugong/corp/sys/notices/page-notice', { page: 1, size: 1, sort: { field: 'releaseDate', order: 'asc' } });
    expect((oldest.body.data as { rows: Array<{ noticeId: string }> }).rows.map((n) => n.noticeId)).toEqual(['N0003']);
    const popups = async (who: TestClient) =>
      ((await who.call('POST', '/v1/xugong/corp/sys/notices/release/list', {})).body.data as Array<{ noticeId: string }>).map((n) => n.noticeId);
    // The eject-once notices of the seed are addressed to the newly registered S4 only (seed/notices-messages.ts).
    expect(await popups(c)).toEqual([]);
    const s4 = client();
    await s4.login('s4_admin');
    expect(await popups(s4)).toEqual(['N0004', 'N0005']);
    for (let i = 0; i < 2; i += 1) expect((await s4.call('POST', '/v1/xugong/corp/sys/notices/person-rel-add', { noticeId: 'N0004' })).body.code).toBe('0');
    expect(await popups(s4)).toEqual(['N0005']);
    const rows = await server.db.query("SELECT 1 FROM notice_read WHERE user_id = 's4_admin'");
    expect(rows).toHaveLength(1);
    expect((await c.call('POST', '/v1/xugong/corp/sys/notices/person-rel-add', { noticeId: 'N9999' })).body.code).toBe('NOT_FOUND');
  });

  it('reports the registration agreement unsigned until someone of the corporation signs it', async () => {
    const c = client();
    await c.login('s4_admin');
    expect((await c.call('POST', '/v1/agreement/register/exists')).body.data).toBe(false);
    expect((await c.call('POST', '/v1/agreement/register/create', {})).body.data).toBe(true);
    expect((await c.call('POST', '/v1/agreement/register/exists')).body.data).toBe(true);
    // Every other demo corporation signed in the seed.
    const other = client();
    await other.login('s2_op');
    expect((await other.call('POST', '/v1/agreement/register/exists')).body.data).toBe(true);
  });
});

describe('unexpected errors', () => {
  it('answer 99999999 with a generic Chinese message and keep the details out of the response', async () => {
    const failing: Db = {
      ...server.db,
      query: (sql, params) => (sql.includes('FROM message') ? Promise.reject(new Error('boom: secret detail')) : server.db.query(sql, params)),
    };
    const app = await buildApp({ db: failing, clock: server.clock, portalDir: server.portalDir, sweepIntervalMs: 0 });
    const c = new TestClient(app, server.clock);
    await c.login('c1_dir');
    const res = await c.call('POST', '/v1/sys/messages', { messageState: 'SENT', messageType: 'ALL' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: '99999999', message: '网络异常，请稍后重试，或联系7*24小时在线客服', data: null });
    expect(res.res.body).not.toContain('secret');
    await app.close();
  });
});

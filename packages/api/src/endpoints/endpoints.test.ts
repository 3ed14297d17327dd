import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../client/create-client';
import { createClient } from '../client/create-client';
import { corpInfoFixture, menuTreeFixture, userInfoFixture } from '../test-support/fixtures';
import { fakeFetch, ok } from '../test-support/fake-fetch';

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const notice = { noticeId: 'N1', noticeTitle: '公告', noticeContent: '<p>内容</p>', btnName: '确定', btnEffect: '0', link: '', ejectFrequency: '1' };
const policy = { useOss: false, fileName: 'a.pdf', url: '/v1/files', bucketName: '', policy: '', sign: '', accessKeyId: '', callback: '' };
const platformA = {
  variant: 'A', tempId: '1', loginUrl: '/login/login', platformType: 'CCBSCF', isOrgLogin: true, platformLogo: '', topSlogan: '',
  topBarColor: '#fff', topBarWordColor: '#000', tailBarColor: '#fff', tailBarWordColor: '#000', hotline: '400', contactAddress: '',
  postcode: '', onlineService: '', copyrightCn: '', copyrightEn: '', securityRegister: '', registerUrl: '', icpRegister: '',
};

/** Response data by path, valid for each endpoint's schema. */
const DATA: Record<string, unknown> = {
  '/uaa/v1/userInfo': userInfoFixture,
  '/v1/userInfo': corpInfoFixture,
  '/uaa/v1/security/granted-menu-tree': menuTreeFixture,
  '/uaa/v1/security/token': { accessToken: 'x'.repeat(40), expiresIn: 3600 },
  '/v1/sys/configs/find-by-config-key': platformA,
  '/v1/sys/configs/common/find-value-json-by-config-key': { enabled: true, qrCodeUrl: '', baseUrl: 'https://kf', appId: 'a' },
  '/v1/xugong/sys/tools/loadPrdConfig': { discountShort: '贴', discountName: '贴现', edtShortName: 'E', edtName: '订单', voucherFinanceMode: 'NONE', prdChoice: ['CREDIT'] },
  '/api/web/corp/v1/sys/dict-datas/list-by-dict-types': { BANK: [{ dictLabel: '建设银行', dictValue: 'CCB' }] },
  '/v1/sys/messages': { pageCond: { count: 4 } },
  '/v1/sys/holidays/currentYear': ['2026-01-01'],
  '/v1/credits/issue/issuers': [{ corpId: 'C1', corpName: '核心' }],
  '/v1/xugong/corp/sys/notices/page-notice': { list: [notice], pageCond: { pageNo: 1, pageSize: 10, count: 1 } },
  '/v1/xugong/corp/sys/notices/release/list': [notice],
  '/v1/agreement/register/exists': false,
  '/v1/agreement/register/content': { version: '2025-01', title: '注册协议', paragraphs: ['第一条'] },
  '/v1/auth/cfca/controls/enable': '1',
  '/v1/auths/soft/corp/mandatory/auth': { checkResult: true },
  '/v1/auth/cas/add/info/original': '待签名原文',
  '/v1/xugong/credit/datum/sync/verdict': { verdict: 'PASS' },
  '/v1/voucher/xugong/credit/datum/sync/verdict': { verdict: 'REJECT', comment: '发票不符' },
  '/v1/files/oss/sts/upload/post-policys': policy,
  '/v1/files': { pkFile: 'F1', url: '/v1/files/download/F1', mimeType: 'application/pdf' },
  '/v1/sys/tools/files/F%2F1/preview': { useOss: false, url: '/p', mimeType: 'image/png' },
};

function setup() {
  const server = fakeFetch((req) => ok(DATA[new URL(req.url, 'http://h').pathname] ?? null));
  const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
  return { client, server };
}

type Case = [name: string, run: (c: ApiClient) => Promise<unknown>, method: string, url: string, body: unknown, result?: unknown];

// One row per spec §7 call: what goes on the wire, and what comes back typed.
const CASES: Case[] = [
  ['auth.token', (c) => c.auth.token(), 'POST', '/uaa/v1/security/token', {}],
  ['auth.userInfo', (c) => c.auth.userInfo(), 'POST', '/uaa/v1/userInfo', {}, userInfoFixture],
  ['auth.grantedMenuTree', (c) => c.auth.grantedMenuTree(), 'POST', '/uaa/v1/security/granted-menu-tree', {}, menuTreeFixture],
  ['auth.switchRole', (c) => c.auth.switchRole('ROLE_QUERY'), 'POST', '/uaa/v1/security/switch-role', { roleCode: 'ROLE_QUERY' }],
  ['auth.smsCode passes the payload through', (c) => c.auth.smsCode({ mobile: '13800000000', scene: 'LOGIN' }), 'POST', '/uaa/v1/verify-code/sms', { mobile: '13800000000', scene: 'LOGIN' }],
  ['corp.userInfo', (c) => c.corp.userInfo(), 'POST', '/v1/userInfo', {}, corpInfoFixture],
  ['config.platform', (c) => c.config.platform(), 'POST', '/v1/sys/configs/find-by-config-key', { configKey: 'PLATFORM_CONFIG' }, platformA],
  ['config.page', (c) => c.config.page().catch((e: Error) => e.name), 'POST', '/v1/sys/tools/loadViewConfig', {}, 'ResponseShapeError'],
  ['config.value', (c) => c.config.value().catch((e: Error) => e.name), 'POST', '/v1/sys/tools/loadValueConfig', {}, 'ResponseShapeError'],
  ['config.product', (c) => c.config.product(), 'POST', '/v1/xugong/sys/tools/loadPrdConfig', {}, DATA['/v1/xugong/sys/tools/loadPrdConfig']],
  ['config.customerService', (c) => c.config.customerService(), 'POST', '/v1/sys/configs/common/find-value-json-by-config-key', { configKey: 'CUSTOMER_SERVICE' }],
  ['config.findByConfigKey', (c) => c.config.findByConfigKey('GLOBAL'), 'POST', '/v1/sys/configs/find-by-config-key', { configKey: 'GLOBAL' }],
  ['dict.listByTypes', (c) => c.dict.listByTypes(['BANK']), 'POST', '/api/web/corp/v1/sys/dict-datas/list-by-dict-types', { dictTypes: ['BANK'] }, DATA['/api/web/corp/v1/sys/dict-datas/list-by-dict-types']],
  ['blacklist.check', (c) => c.blacklist.check({ productType: 'CREDIT', busiProcess: 'ISSUE', listType: 'BLACK' }, { corpId: 'C2' }), 'POST', '/api/web/corp/v1/corp/blacklist/product/CREDIT/busi/ISSUE/BLACK', { corpId: 'C2' }],
  ['ca.signingEnabled', (c) => c.ca.signingEnabled(), 'POST', '/v1/auth/cfca/controls/enable', {}, true],
  ['ca.ccbcaRules', (c) => c.ca.ccbcaRules(), 'POST', '/v1/auth/ccbca/rules', {}],
  ['ca.casOriginal', (c) => c.ca.casOriginal(), 'GET', '/v1/auth/cas/add/info/original', undefined, '待签名原文'],
  ['ca.mandatoryReauth', (c) => c.ca.mandatoryReauth(), 'POST', '/v1/auths/soft/corp/mandatory/auth', {}, true],
  ['messages.unreadCount', (c) => c.messages.unreadCount(), 'POST', '/v1/sys/messages', { messageState: 'SENT', messageType: 'ALL' }, 4],
  ['feedback.submit', (c) => c.feedback.submit({ personName: '张三', files: ['F1'], mobilePhone: '13800000000', opinionContent: '好' }), 'POST', '/user/v1/opinion/feedback', { personName: '张三', files: ['F1'], mobilePhone: '13800000000', opinionContent: '好' }],
  ['agreement.exists', (c) => c.agreement.exists(), 'POST', '/v1/agreement/register/exists', {}, false],
  ['agreement.create', (c) => c.agreement.create(), 'POST', '/v1/agreement/register/create', {}],
  // Not a spec §7 call: where the portal reads the text it asks to sign.
  ['agreement.text', (c) => c.agreement.text(), 'POST', '/v1/agreement/register/content', {}, { version: '2025-01', title: '注册协议', paragraphs: ['第一条'] }],
  ['credits.softCaProjectCode', (c) => c.credits.softCaProjectCode(), 'POST', '/v1/credits/signature/softCa/projectCode', {}],
  ['notices.page', (c) => c.notices.page({ pageNo: 1, pageSize: 10 }), 'POST', '/v1/xugong/corp/sys/notices/page-notice', { pageNo: 1, pageSize: 10 }, DATA['/v1/xugong/corp/sys/notices/page-notice']],
  ['notices.releaseList', (c) => c.notices.releaseList(), 'POST', '/v1/xugong/corp/sys/notices/release/list', {}, [notice]],
  ['notices.markRead', (c) => c.notices.markRead('N1'), 'POST', '/v1/xugong/corp/sys/notices/person-rel-add', { noticeId: 'N1' }],
  ['credits.productCoreCredits', (c) => c.credits.productCoreCredits(), 'POST', '/v1/xugong/products/core/ccbscf/credits', {}],
  ['holidays.currentYear', (c) => c.holidays.currentYear(), 'POST', '/v1/sys/holidays/currentYear', { region: '156' }, ['2026-01-01']],
  ['credits.issuers', (c) => c.credits.issuers(), 'GET', '/v1/credits/issue/issuers', undefined, [{ corpId: 'C1', corpName: '核心' }]],
  ['files.presignedDownloadUrl', (c) => c.files.presignedDownloadUrl('F1'), 'POST', '/v1/files/oss/sts/download/presigned-url', { pkFile: 'F1' }],
  ['files.postPolicy', (c) => c.files.postPolicy('发票.pdf'), 'POST', '/v1/files/oss/sts/upload/post-policys', { localFileName: '发票.pdf' }, policy],
  ['files.preview encodes the id into the path', (c) => c.files.preview({ pkFile: 'F/1', thumbnailType: 'SMALL' }), 'POST', '/v1/sys/tools/files/F%2F1/preview', { pkFile: 'F/1', thumbnailType: 'SMALL' }, { useOss: false, url: '/p', mimeType: 'image/png' }],
  ['credits.datumVerdict', (c) => c.credits.datumVerdict('CR1'), 'POST', '/v1/xugong/credit/datum/sync/verdict?fkCredit=CR1', {}, { verdict: 'PASS' }],
  ['credits.voucherDatumVerdict', (c) => c.credits.voucherDatumVerdict('CR1'), 'POST', '/v1/voucher/xugong/credit/datum/sync/verdict?fkCredit=CR1', {}, { verdict: 'REJECT', comment: '发票不符' }],
];

describe('endpoint groups: every spec §7 call', () => {
  for (const [name, run, method, url, body, result] of CASES) {
    it(name, async () => {
      const { client, server } = setup();
      const out = await run(client);
      expect(server.requests).toHaveLength(1);
      const req = server.requests[0];
      expect(req?.method).toBe(method);
      expect(req?.url).toBe(url);
      expect(req?.body === undefined ? undefined : JSON.parse(req.body as string)).toEqual(body);
      if (result !== undefined) expect(out).toEqual(result);
    });
  }

  it('logout posts /uaa/logout and forgets the token even when the call fails', async () => {
    const server = fakeFetch((req) => (req.url === '/uaa/logout' ? { status: 500, text: '' } : ok(null)));
    const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
    client.setToken('t'.repeat(40));
    await expect(client.auth.logout()).rejects.toThrow();
    await client.call('GET', '/after', { schema: (await import('zod')).z.null() });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${'t'.repeat(40)}`);
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('mutating calls carry an idempotency key: the given one, or a fresh one per call', async () => {
    const { client, server } = setup();
    const fb = { personName: '', files: [], mobilePhone: '', opinionContent: '好' };
    await client.feedback.submit(fb, 'fb-1');
    await client.feedback.submit(fb);
    await client.agreement.create();
    await client.agreement.create();
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe('fb-1');
    for (const k of keys.slice(1)) expect(k).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(4);
  });

  it('upload posts multipart to /v1/files?fileName, signed with an empty body', async () => {
    const { client, server } = setup();
    const rec = await client.files.upload(new Blob(['%PDF-1.4']), '合同.pdf');
    expect(rec).toEqual(DATA['/v1/files']);
    const req = server.requests[0];
    expect(req?.url).toBe('/v1/files?fileName=%E5%90%88%E5%90%8C.pdf');
    expect(req?.body).toBeInstanceOf(FormData);
    expect(req?.headers['content-type']).toBeUndefined();
    expect(req?.headers['x-sign']).toBe(md5('/v1/filesfileName=%E5%90%88%E5%90%8C.pdf'));
  });

  it('download, named download and snapshot URLs go through the id, encoded', () => {
    const { client } = setup();
    expect(client.files.downloadUrl('F1')).toBe('/v1/files/download/F1');
    expect(client.files.namedDownloadUrl('../合同.pdf', 'F1')).toBe('/v1/files/..%2F%E5%90%88%E5%90%8C.pdf/download/F1');
    expect(client.files.snapshotUrl('F1', 'BIG')).toBe('/v1/files/F1/snapshot/BIG/show');
  });

  it('blacklist path segments are validated before anything is sent', async () => {
    const { client, server } = setup();
    await expect(client.blacklist.check({ productType: '../x', busiProcess: 'ISSUE', listType: 'BLACK' })).rejects.toMatchObject({ name: 'RequestValidationError', code: 'INVALID_REQUEST' });
    expect(server.requests).toHaveLength(0);
  });

  it('loginSuccessUrl carries only a validated return address', () => {
    const { client } = setup();
    expect(client.auth.loginSuccessUrl('/cv3/my/message/index')).toBe('/uaa/login/success?returnTo=%2Fcv3%2Fmy%2Fmessage%2Findex');
    expect(client.auth.loginSuccessUrl('//evil.com')).toBe('/uaa/login/success');
  });
});

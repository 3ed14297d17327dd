import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './create-client';
import { createClient } from './create-client';
import { agreementEndpoints } from '../contract/endpoints/agreement';
import { authEndpoints } from '../contract/endpoints/auth';
import { blacklistEndpoints } from '../contract/endpoints/blacklist';
import { CONFIG_KEY, configEndpoints } from '../contract/endpoints/config';
import { creditEndpoints } from '../contract/endpoints/credits';
import { feedbackEndpoints } from '../contract/endpoints/feedback';
import { fileEndpoints } from '../contract/endpoints/files';
import { messageEndpoints } from '../contract/endpoints/messages';
import { noticeEndpoints } from '../contract/endpoints/notices';
import { referenceEndpoints } from '../contract/endpoints/reference';
import { shellCheckEndpoints } from '../contract/endpoints/shell-checks';
import { signingEndpoints } from '../contract/endpoints/signing';
import { loginSuccessUrl, logout } from '../flows/auth';
import { uploadFile } from '../flows/files';
import { anyGet } from '../test-support/endpoints';
import { corpInfoFixture, menuTreeFixture, userInfoFixture } from '../test-support/fixtures';
import { fakeFetch, ok } from '../test-support/fake-fetch';

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const notice = { noticeId: 'N1', noticeTitle: '公告', noticeContent: '<p>内容</p>', btnName: '确定', btnEffect: '0', link: '', ejectFrequency: '1' };
const policy = { useOss: false, fileName: 'a.pdf', url: '/v1/files', bucketName: '', policy: '', sign: '', accessKeyId: '', callback: '' };
const platformA = {
  variant: 'A',
  tempId: '1',
  loginUrl: '/login/login',
  platformType: 'CCBSCF',
  isOrgLogin: true,
  platformLogo: '',
  topSlogan: '',
  topBarColor: '#fff',
  topBarWordColor: '#000',
  tailBarColor: '#fff',
  tailBarWordColor: '#000',
  hotline: '400',
  contactAddress: '',
  postcode: '',
  onlineService: '',
  copyrightCn: '',
  copyrightEn: '',
  securityRegister: '',
  registerUrl: '',
  icpRegister: '',
};

/** Response data by path, valid for each endpoint's schema. */
const DATA: Record<string, unknown> = {
  '/uaa/v1/userInfo': userInfoFixture,
  '/v1/userInfo': corpInfoFixture,
  '/uaa/v1/security/granted-menu-tree': menuTreeFixture,
  '/uaa/v1/security/token': { accessToken: 'x'.repeat(40), expiresIn: 3600 },
  '/v1/sys/configs/find-by-config-key': platformA,
  '/v1/sys/configs/common/find-value-json-by-config-key': { enabled: true, qrCodeUrl: '', baseUrl: 'https://kf', appId: 'a' },
  '/v1/xugong/sys/tools/loadPrdConfig': {
    discountShort: '贴',
    discountName: '贴现',
    edtShortName: 'E',
    edtName: '订单',
    voucherFinanceMode: 'NONE',
    prdChoice: ['CREDIT'],
  },
  '/api/web/corp/v1/sys/dict-datas/list-by-dict-types': { BANK: [{ dictLabel: '建设银行', dictValue: 'CCB' }] },
  '/v1/sys/messages': { pageCond: { count: 4 } },
  '/v1/sys/holidays/currentYear': ['2026-01-01'],
  '/api/web/corp/v1/corp/blacklist/product/CREDIT/busi/ISSUE/BLACK': { blacklisted: true, message: '该企业暂不能办理此业务' },
  '/v1/xugong/products/core/ccbscf/credits': { maxTermDays: 180, signExpireDays: 7, finalReviewThreshold: '5000000.00' },
  '/v1/credits/issue/issuers': [{ corpId: 'C1', corpName: '核心' }],
  '/v1/xugong/corp/sys/notices/page-notice': { rows: [notice], total: 1 },
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
  '/v1/sys/tools/files/F%201/preview': { useOss: false, url: '/p', mimeType: 'image/png' },
};

function setup() {
  const server = fakeFetch((req) => ok(DATA[new URL(req.url, 'http://h').pathname] ?? null));
  const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
  return { client, server };
}

type Case = [name: string, run: (c: ApiClient) => Promise<unknown>, method: string, url: string, body: unknown, result?: unknown];

// One row per spec §7 call: what goes on the wire, and what comes back typed.
const CASES: Case[] = [
  ['auth.token', (c) => c.call(authEndpoints.token), 'POST', '/uaa/v1/security/token', {}],
  ['auth.userInfo', (c) => c.call(authEndpoints.userInfo), 'POST', '/uaa/v1/userInfo', {}, userInfoFixture],
  ['auth.grantedMenuTree', (c) => c.call(authEndpoints.grantedMenuTree), 'POST', '/uaa/v1/security/granted-menu-tree', {}, menuTreeFixture],
  [
    'auth.switchRole',
    (c) => c.call(authEndpoints.switchRole, { body: { roleCode: 'ROLE_QUERY' } }).catch((e: Error) => e.name),
    'POST',
    '/uaa/v1/security/switch-role',
    { roleCode: 'ROLE_QUERY' },
  ],
  [
    'auth.smsCode',
    (c) => c.call(authEndpoints.smsCode, { body: { mobile: '13800000000', scene: 'LOGIN' } }).catch((e: Error) => e.name),
    'POST',
    '/uaa/v1/verify-code/sms',
    { mobile: '13800000000', scene: 'LOGIN' },
  ],
  ['auth.corpInfo', (c) => c.call(authEndpoints.corpInfo), 'POST', '/v1/userInfo', {}, corpInfoFixture],
  [
    'config.platform',
    (c) => c.call(configEndpoints.platform, { body: { configKey: CONFIG_KEY.platform } }),
    'POST',
    '/v1/sys/configs/find-by-config-key',
    { configKey: 'PLATFORM_CONFIG' },
    platformA,
  ],
  ['config.page', (c) => c.call(configEndpoints.page).catch((e: Error) => e.name), 'POST', '/v1/sys/tools/loadViewConfig', {}, 'ResponseShapeError'],
  ['config.value', (c) => c.call(configEndpoints.value).catch((e: Error) => e.name), 'POST', '/v1/sys/tools/loadValueConfig', {}, 'ResponseShapeError'],
  ['config.product', (c) => c.call(configEndpoints.product), 'POST', '/v1/xugong/sys/tools/loadPrdConfig', {}, DATA['/v1/xugong/sys/tools/loadPrdConfig']],
  [
    'config.customerService',
    (c) => c.call(configEndpoints.customerService, { body: { configKey: CONFIG_KEY.customerService } }),
    'POST',
    '/v1/sys/configs/common/find-value-json-by-config-key',
    { configKey: 'CUSTOMER_SERVICE' },
  ],
  [
    'reference.dicts',
    (c) => c.call(referenceEndpoints.dicts, { body: { dictTypes: ['BANK'] } }),
    'POST',
    '/api/web/corp/v1/sys/dict-datas/list-by-dict-types',
    { dictTypes: ['BANK'] },
    DATA['/api/web/corp/v1/sys/dict-datas/list-by-dict-types'],
  ],
  [
    'blacklist.check',
    (c) => c.call(blacklistEndpoints.check, { params: { productType: 'CREDIT', busiProcess: 'ISSUE', listType: 'BLACK' }, body: { corpId: 'C2' } }),
    'POST',
    '/api/web/corp/v1/corp/blacklist/product/CREDIT/busi/ISSUE/BLACK',
    { corpId: 'C2' },
    { blacklisted: true, message: '该企业暂不能办理此业务' },
  ],
  ['signing.switch', (c) => c.call(signingEndpoints.switch), 'POST', '/v1/auth/cfca/controls/enable', {}, true],
  ['signing.rules', (c) => c.call(signingEndpoints.rules).catch((e: Error) => e.name), 'POST', '/v1/auth/ccbca/rules', {}],
  ['signing.registrationOriginal', (c) => c.call(signingEndpoints.registrationOriginal), 'GET', '/v1/auth/cas/add/info/original', undefined, '待签名原文'],
  [
    'signing.softCaProjectCode',
    (c) => c.call(signingEndpoints.softCaProjectCode).catch((e: Error) => e.name),
    'POST',
    '/v1/credits/signature/softCa/projectCode',
    {},
  ],
  ['shellChecks.mandatoryAuth', (c) => c.call(shellCheckEndpoints.mandatoryAuth), 'POST', '/v1/auths/soft/corp/mandatory/auth', {}, { checkResult: true }],
  [
    'messages.query',
    (c) => c.call(messageEndpoints.query, { body: { messageState: 'SENT', messageType: 'ALL' } }),
    'POST',
    '/v1/sys/messages',
    { messageState: 'SENT', messageType: 'ALL' },
    { pageCond: { count: 4 }, list: [] },
  ],
  [
    'feedback.submit',
    (c) => c.call(feedbackEndpoints.submit, { body: { personName: '张三', files: ['F1'], mobilePhone: '13800000000', opinionContent: '好' } }),
    'POST',
    '/user/v1/opinion/feedback',
    { personName: '张三', files: ['F1'], mobilePhone: '13800000000', opinionContent: '好' },
  ],
  ['agreement.exists', (c) => c.call(agreementEndpoints.exists), 'POST', '/v1/agreement/register/exists', {}, false],
  ['agreement.create', (c) => c.call(agreementEndpoints.create).catch((e: Error) => e.name), 'POST', '/v1/agreement/register/create', {}],
  // Not a spec §7 call: where the portal reads the text it asks to sign.
  [
    'agreement.text',
    (c) => c.call(agreementEndpoints.text),
    'POST',
    '/v1/agreement/register/content',
    {},
    { version: '2025-01', title: '注册协议', paragraphs: ['第一条'] },
  ],
  [
    'notices.page',
    (c) => c.call(noticeEndpoints.page, { body: { page: 1, size: 10 } }),
    'POST',
    '/v1/xugong/corp/sys/notices/page-notice',
    { page: 1, size: 10 },
    DATA['/v1/xugong/corp/sys/notices/page-notice'],
  ],
  ['notices.releaseList', (c) => c.call(noticeEndpoints.releaseList), 'POST', '/v1/xugong/corp/sys/notices/release/list', {}, [notice]],
  [
    'notices.read',
    (c) => c.call(noticeEndpoints.read, { body: { noticeId: 'N1' } }).catch((e: Error) => e.name),
    'POST',
    '/v1/xugong/corp/sys/notices/person-rel-add',
    { noticeId: 'N1' },
  ],
  [
    'credits.productCoreCredits',
    (c) => c.call(creditEndpoints.productCoreCredits),
    'POST',
    '/v1/xugong/products/core/ccbscf/credits',
    {},
    { maxTermDays: 180, signExpireDays: 7, finalReviewThreshold: '5000000.00' },
  ],
  [
    'reference.holidays',
    (c) => c.call(referenceEndpoints.holidays, { body: { region: '156' } }),
    'POST',
    '/v1/sys/holidays/currentYear',
    { region: '156' },
    ['2026-01-01'],
  ],
  ['credits.issuers', (c) => c.call(creditEndpoints.issuers), 'GET', '/v1/credits/issue/issuers', undefined, [{ corpId: 'C1', corpName: '核心' }]],
  [
    'files.presignedDownload',
    (c) => c.call(fileEndpoints.presignedDownload, { body: { pkFile: 'F1' } }),
    'POST',
    '/v1/files/oss/sts/download/presigned-url',
    { pkFile: 'F1' },
  ],
  [
    'files.postPolicy',
    (c) => c.call(fileEndpoints.postPolicy, { body: { localFileName: '发票.pdf' } }),
    'POST',
    '/v1/files/oss/sts/upload/post-policys',
    { localFileName: '发票.pdf' },
    policy,
  ],
  [
    'files.preview encodes the id into the path',
    (c) => c.call(fileEndpoints.preview, { params: { id: 'F 1' }, body: { pkFile: 'F 1', thumbnailType: 'SMALL' } }),
    'POST',
    '/v1/sys/tools/files/F%201/preview',
    { pkFile: 'F 1', thumbnailType: 'SMALL' },
    { useOss: false, url: '/p', mimeType: 'image/png' },
  ],
  [
    'credits.datumVerdict',
    (c) => c.call(creditEndpoints.datumVerdict, { query: { fkCredit: 'CR1' } }),
    'POST',
    '/v1/xugong/credit/datum/sync/verdict?fkCredit=CR1',
    {},
    { verdict: 'PASS' },
  ],
  [
    'credits.voucherDatumVerdict',
    (c) => c.call(creditEndpoints.voucherDatumVerdict, { query: { fkCredit: 'CR1' } }),
    'POST',
    '/v1/voucher/xugong/credit/datum/sync/verdict?fkCredit=CR1',
    {},
    { verdict: 'REJECT', comment: '发票不符' },
  ],
];

describe('call(endpoint, input): every spec §7 call', () => {
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
    await expect(logout(client)).rejects.toThrow();
    await client.call(anyGet('/after', (await import('zod')).z.null()));
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${'t'.repeat(40)}`);
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('idempotent endpoints carry an idempotency key: the given one, or a fresh one per call; reads carry none', async () => {
    const { client, server } = setup();
    const body = { personName: '', files: [], mobilePhone: '', opinionContent: '好' };
    await client.call(feedbackEndpoints.submit, { body }, { idempotencyKey: 'fb-1' });
    await client.call(feedbackEndpoints.submit, { body });
    await client.call(agreementEndpoints.create).catch(() => undefined);
    await client.call(agreementEndpoints.create).catch(() => undefined);
    await client.call(agreementEndpoints.exists);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe('fb-1');
    for (const k of keys.slice(1, 4)) expect(k).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBeUndefined();
  });

  it('a body that does not fit the endpoint schema is refused before anything is sent', async () => {
    const { client, server } = setup();
    // @ts-expect-error: opinionContent is required
    await expect(client.call(feedbackEndpoints.submit, { body: { personName: '', files: [], mobilePhone: '' } })).rejects.toMatchObject({
      name: 'RequestValidationError',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('upload posts multipart to /v1/files?fileName, signed with an empty body', async () => {
    const { client, server } = setup();
    const rec = await uploadFile(client, new Blob(['%PDF-1.4']), '合同.pdf');
    expect(rec).toEqual(DATA['/v1/files']);
    const req = server.requests[0];
    expect(req?.url).toBe('/v1/files?fileName=%E5%90%88%E5%90%8C.pdf');
    expect(req?.body).toBeInstanceOf(FormData);
    expect(req?.headers['content-type']).toBeUndefined();
    expect(req?.headers['x-sign']).toBe(md5('/v1/filesfileName=%E5%90%88%E5%90%8C.pdf'));
  });

  it('download, named download and snapshot URLs go through the id, encoded', () => {
    const { client } = setup();
    expect(client.url(fileEndpoints.download, { params: { id: 'F1' } })).toBe('/v1/files/download/F1');
    expect(client.url(fileEndpoints.namedDownload, { params: { name: '合同 1.pdf', id: 'F1' } })).toBe('/v1/files/%E5%90%88%E5%90%8C%201.pdf/download/F1');
    expect(client.url(fileEndpoints.snapshot, { params: { id: 'F1', type: 'BIG' } })).toBe('/v1/files/F1/snapshot/BIG/show');
    // A path parameter never carries a separator: `..%2F` tricks are refused, not encoded.
    expect(() => client.url(fileEndpoints.namedDownload, { params: { name: '../合同.pdf', id: 'F1' } })).toThrow(
      expect.objectContaining({ name: 'RequestValidationError' }),
    );
  });

  it('blacklist path segments are validated before anything is sent', async () => {
    const { client, server } = setup();
    await expect(
      client.call(blacklistEndpoints.check, { params: { productType: '..x', busiProcess: 'ISSUE', listType: 'BLACK' }, body: {} }),
    ).rejects.toMatchObject({
      name: 'RequestValidationError',
      code: 'INVALID_REQUEST',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('loginSuccessUrl carries only a validated return address', () => {
    expect(loginSuccessUrl('/cv3/my/message/index')).toBe('/uaa/login/success?returnUrl=%2Fcv3%2Fmy%2Fmessage%2Findex');
    expect(loginSuccessUrl('//evil.com')).toBe('/uaa/login/success');
  });
});

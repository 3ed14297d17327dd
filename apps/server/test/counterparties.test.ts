import { describe, expect, it } from 'vitest';
import { blacklistEndpoints, counterpartyEndpoints, creditEndpoints } from '@scf/api/contract';
import type { Counterparty, Page, Receiver } from '@scf/api/contract';
import { ok, refused } from './credits/ledger-helpers';
import type { TestClient } from './helpers/test-client';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();

const USCC = { S1: '91320300MA1XC0011L', S5: '91320800MA1XC0015T', B1: '91320900MA1XB0016B', S3: '91321300MA1XC00137', F1: '91320300MA1XF0002X' };

const page = async (c: TestClient, body: object = {}) =>
  ok<Page<Counterparty>>(await c.callEndpoint(counterpartyEndpoints.page, { body: { page: 1, size: 10, ...body } }));
const add = (c: TestClient, body: object) => c.callEndpoint(counterpartyEndpoints.add, { body });
const receiversOfC1 = async (c: TestClient) =>
  ok<Receiver[]>(await c.callEndpoint(creditEndpoints.receivers, { body: { issuerCorpId: 'C1' } })).map((r) => r.corpId);

describe('交易对手管理 (/supplier/index)', () => {
  it('lists the corporation’s confirmed counterparties and the request waiting for it, searchable by name or USCC', async () => {
    const c1 = await server.login('c1_op');
    const all = await page(c1);
    expect(all.total).toBe(4);
    // The open request comes first; it is S5's, addressed to C1.
    expect(all.rows[0]).toMatchObject({ corpId: 'S5', status: 'PENDING', direction: 'RECEIVED', role: 'SUPPLIER', uscc: USCC.S5 });
    expect(all.rows.slice(1).map((r) => [r.corpId, r.role, r.status, r.since])).toEqual(
      expect.arrayContaining([
        ['S1', 'SUPPLIER', 'CONFIRMED', '2024-01-01'],
        ['S2', 'SUPPLIER', 'CONFIRMED', '2024-01-01'],
        ['S3', 'SUPPLIER', 'CONFIRMED', '2024-01-01'],
      ]),
    );
    expect((await page(c1, { filters: { keyword: '锻造' } })).rows.map((r) => r.corpId)).toEqual(['S1']);
    expect((await page(c1, { filters: { keyword: USCC.S3.toLowerCase() } })).rows.map((r) => r.corpId)).toEqual(['S3']);
    expect((await page(c1, { filters: { status: 'PENDING' } })).total).toBe(1);
    const paged = await page(c1, { size: 2, page: 2, sort: { field: 'since', order: 'asc' } });
    expect(paged).toMatchObject({ total: 4 });
    expect(paged.rows).toHaveLength(2);
    // S1 sees C1 as its customer (the same relation from the other side).
    expect((await page(await server.login('s1_op'), { filters: { keyword: '重工集团' } })).rows[0]).toMatchObject({
      corpId: 'C1',
      role: 'CUSTOMER',
      status: 'CONFIRMED',
    });
  });

  it('a request counts for issuing only once the counterparty confirms it, and then shows as 已确认 on both sides', async () => {
    const c1 = await server.login('c1_op');
    expect(await receiversOfC1(c1)).not.toContain('S5');
    const [request] = (await page(c1, { filters: { status: 'PENDING' } })).rows;
    // S5 asked: it cannot confirm its own request.
    const s5 = await server.login('s5_op');
    refused(
      await s5.callEndpoint(counterpartyEndpoints.confirm, { params: { requestId: request!.requestId! } }),
      '该申请须由对方企业确认',
      'COUNTERPARTY_RULE',
    );
    // Another corporation's request reads as absent.
    const s2 = await server.login('s2_op');
    const foreign = await s2.callEndpoint(counterpartyEndpoints.confirm, { params: { requestId: request!.requestId! } });
    expect(foreign.status).toBe(404);
    expect((await s2.callEndpoint(counterpartyEndpoints.confirm, { params: { requestId: 'CPR999999' } })).status).toBe(404);

    const confirmed = ok<Counterparty>(await c1.callEndpoint(counterpartyEndpoints.confirm, { params: { requestId: request!.requestId! } }));
    expect(confirmed).toMatchObject({ corpId: 'S5', status: 'CONFIRMED', role: 'SUPPLIER', requestId: null, since: '2025-06-16' });
    refused(
      await c1.callEndpoint(counterpartyEndpoints.reject, { params: { requestId: request!.requestId! } }),
      '该申请已处理，请刷新后查看',
      'STATE_CONFLICT',
    );
    expect(await receiversOfC1(c1)).toContain('S5');
    expect((await page(s5)).rows).toEqual([expect.objectContaining({ corpId: 'C1', role: 'CUSTOMER', status: 'CONFIRMED', since: '2025-06-16' })]);
  });

  it('adds by USCC or exact name, and the counterparty may refuse', async () => {
    const s3 = await server.login('s3_op');
    const sent = ok<Counterparty>(await add(s3, { by: 'USCC', keyword: ` ${USCC.S1.toLowerCase()} `, role: 'CUSTOMER' }));
    expect(sent).toMatchObject({ corpId: 'S1', status: 'PENDING', direction: 'SENT', role: 'CUSTOMER' });
    const s1 = await server.login('s1_op');
    const [received] = (await page(s1, { filters: { status: 'PENDING' } })).rows;
    expect(received).toMatchObject({ corpId: 'S3', direction: 'RECEIVED', role: 'SUPPLIER', requestId: sent.requestId });
    expect(ok<Counterparty>(await s1.callEndpoint(counterpartyEndpoints.reject, { params: { requestId: sent.requestId! } }))).toMatchObject({
      status: 'REJECTED',
    });
    expect((await page(s3, { filters: { status: 'REJECTED' } })).rows[0]).toMatchObject({ corpId: 'S1', status: 'REJECTED' });
    // Refused, it may be asked again; by name this time.
    expect(ok<Counterparty>(await add(s3, { by: 'NAME', keyword: '江苏示例精密锻造有限公司', role: 'CUSTOMER' }))).toMatchObject({
      corpId: 'S1',
      status: 'PENDING',
    });
  });

  it('refuses itself, an unknown corporation, a bank, a relation that holds, a second open request and a bad USCC', async () => {
    const s3 = await server.login('s3_op');
    refused(await add(s3, { by: 'USCC', keyword: USCC.S3, role: 'CUSTOMER' }), '不能将本企业添加为交易对手', 'COUNTERPARTY_RULE');
    refused(await add(s3, { by: 'USCC', keyword: '91110108551385082Q', role: 'CUSTOMER' }), '未找到该统一社会信用代码对应的企业，请核对后重试');
    refused(await add(s3, { by: 'NAME', keyword: '不存在的示例企业', role: 'CUSTOMER' }), '未找到该名称的企业，请核对企业全称或改用统一社会信用代码');
    refused(await add(s3, { by: 'USCC', keyword: USCC.F1, role: 'CUSTOMER' }), '金融机构不能作为交易对手');
    refused(await add(s3, { by: 'NAME', keyword: '苏州示例钢材贸易有限公司', role: 'CUSTOMER' }), '该企业已是本企业的交易对手（客户（买方））');
    const s2 = await server.login('s2_op');
    ok(await add(s2, { by: 'USCC', keyword: USCC.S5, role: 'SUPPLIER' }));
    refused(
      await add(await server.login('s5_op'), { by: 'NAME', keyword: '苏州示例钢材贸易有限公司', role: 'CUSTOMER' }),
      '与该企业已有待确认的交易对手申请，请等待处理',
    );
    const bad = await add(s3, { by: 'USCC', keyword: '91320800MA1XC00150', role: 'CUSTOMER' });
    expect(bad.status).toBe(400);
  });

  it('refuses a blacklisted corporation, and the blacklist call answers with the spec’s message', async () => {
    const s3 = await server.login('s3_op');
    refused(await add(s3, { by: 'USCC', keyword: USCC.B1, role: 'CUSTOMER' }), '该企业已被列入黑名单，暂不能建立交易对手关系', 'COUNTERPARTY_RULE');
    const check = (corpId?: string, busiProcess = 'TRANSFER') =>
      s3.callEndpoint(blacklistEndpoints.check, { params: { productType: 'CREDIT', busiProcess, listType: 'BLACK' }, body: corpId ? { corpId } : {} });
    expect(ok(await check())).toEqual({ blacklisted: false, message: '' });
    expect(ok(await check('S2'))).toEqual({ blacklisted: false, message: '' });
    expect(ok(await check('B1'))).toEqual({ blacklisted: true, message: '该企业暂不能办理此业务' });
    expect(ok(await check('B1', 'REPAY'))).toEqual({ blacklisted: false, message: '' });
    expect((await s3.callEndpoint(blacklistEndpoints.check, { params: { productType: 'CREDIT', busiProcess: 'ISSUE', listType: 'WHITE' } })).status).toBe(400);
  });

  it('is the page’s: 查询 reads but may not change, a caller without a session is refused', async () => {
    const query = await server.login('s3_query');
    expect((await page(query)).total).toBeGreaterThan(0);
    expect((await add(query, { by: 'USCC', keyword: USCC.S1, role: 'CUSTOMER' })).status).toBe(403);
    const anon = server.client();
    await anon.page();
    expect((await anon.callEndpoint(counterpartyEndpoints.page, { body: { page: 1, size: 10 } })).status).toBe(401);
  });
});

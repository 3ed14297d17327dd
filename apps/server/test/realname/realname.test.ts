import { beforeAll, describe, expect, it } from 'vitest';
import { counterpartyEndpoints, messageEndpoints, realnameEndpoints, shellCheckEndpoints } from '@scf/api/contract';
import type { Realname } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';
import { amountOf, paidFen, realnameBreaks, storeLicence, wrongOf } from './realname-helpers';

const server = useTestServer({ demoTools: true });

const S6_ACCOUNT = '32050161360000016001';
const state = async (c: TestClient) => ok<Realname>(await c.callEndpoint(realnameEndpoints.state));
const addCustomer = (c: TestClient) => c.callEndpoint(counterpartyEndpoints.add, { body: { by: 'USCC', keyword: '91320300MA1XG0000F', role: 'CUSTOMER' } });
const requests = async (corpId: string) =>
  Number((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM counterparty_request WHERE requester_corp_id = $1', [corpId]))[0]?.n);

/**
 * 实名认证 (domain-lines.md §15.4–§15.8) through the API: S6 (UNVERIFIED) may do no business (CORP_NOT_VERIFIED,
 * nothing written) until its admin verifies by license account; S7 (REAUTH_REQUIRED) is refused REAUTH_REQUIRED
 * until its admin re-authenticates; only the admin runs a method, the soft key only for the legal representative.
 */
describe('real-name identification', () => {
  let s6: TestClient;
  let s7op: TestClient;
  let s7: TestClient;
  beforeAll(async () => {
    [s6, s7op, s7] = [await server.login('s6_admin'), await server.login('s7_op'), await server.login('s7_admin')];
  });

  it('S6 starts UNVERIFIED: a business mutation is refused CORP_NOT_VERIFIED and writes nothing', async () => {
    expect(await state(s6)).toMatchObject({ state: 'UNVERIFIED', method: null, mayVerify: true, legalRepName: '唐磊', licenseAccount: null });
    refused(await addCustomer(s6), '企业尚未完成实名认证，请先完成实名认证', 'CORP_NOT_VERIFIED');
    expect(await requests('S6')).toBe(0);
    // Housekeeping (reading messages) is no business and stays open.
    ok(await s6.callEndpoint(messageEndpoints.readAll));
  });

  it('S7 must re-authenticate: the shell check says so, s7_op reads the real-name page but may neither verify nor do business', async () => {
    expect(ok<{ checkResult: boolean }>(await s7op.callEndpoint(shellCheckEndpoints.mandatoryAuth))).toEqual({ checkResult: true });
    const view = await state(s7op);
    expect(view).toMatchObject({ state: 'REAUTH_REQUIRED', method: 'LICENSE_ACCOUNT', mayVerify: false, reauth: { reason: 'ADMIN_CHANGED' } });
    expect(view.reauth?.message).toBe('管理员信息已变更，需重新实名认证才可继续开展业务');
    expect(view.records).toMatchObject([{ method: 'LICENSE_ACCOUNT', personName: '沈涛', result: 'VERIFIED' }]);
    refused(await addCustomer(s7op), '管理员信息已变更，需重新实名认证才可继续开展业务', 'REAUTH_REQUIRED');
    refused(await s7op.callEndpoint(realnameEndpoints.softKeySms, { body: {} }), '请联系企业管理员完成实名认证');
    expect(await requests('S7')).toBe(0);
  });

  it('soft key: only the registry legal representative (S7 admin 蒋琳 is not; S6 typing a wrong ID is refused)', async () => {
    const sms = ok<{ demoCode?: string }>(await s7.callEndpoint(realnameEndpoints.softKeySms, { body: {} }));
    refused(
      await s7.callEndpoint(realnameEndpoints.softKey, { body: { legalRepName: '钱坤', legalRepIdNo: '320303198909200060', smsCode: sms.demoCode ?? '' } }),
      '管理员非企业法定代表人，请选择Ukey认证或营业执照对公账户认证',
    );
    refused(
      await s6.callEndpoint(realnameEndpoints.softKey, { body: { legalRepName: '唐磊', legalRepIdNo: '320303198706110065', smsCode: '123456' } }),
      '管理员非企业法定代表人，请选择Ukey认证或营业执照对公账户认证',
    );
    expect(await realnameBreaks(server.db, 'S7')).toEqual([]);
  });

  it('license account: 请上传营业执照 without a licence; a wrong amount costs a try (VERIFYING); the right one verifies S6', async () => {
    const body = { licenceFileId: 'nope', legalRepName: '唐磊', accountNo: S6_ACCOUNT, bankName: '中国建设银行徐州分行营业部', bankCode: '105303000017' };
    refused(await s6.callEndpoint(realnameEndpoints.deposit, { body }), '请上传营业执照');
    const licenceFileId = await storeLicence(server.db, 'S6', 's6_admin');
    const paid = ok<Realname>(await s6.callEndpoint(realnameEndpoints.deposit, { body: { ...body, licenceFileId } }));
    expect(paid).toMatchObject({ state: 'VERIFYING', licenseAccount: { status: 'PAID', triesLeft: 3, todayLeft: 2, accountNo: S6_ACCOUNT } });
    // The amount is in no answer.
    expect(JSON.stringify(paid)).not.toMatch(/amount/i);
    const fen = await paidFen(server.db, 'S6');
    refused(await s6.callEndpoint(realnameEndpoints.backfill, { body: { amount: '1.5' } }), '请输入正确的打款金额（0.01-0.99元）');
    refused(await s6.callEndpoint(realnameEndpoints.backfill, { body: { amount: wrongOf(fen) } }), '打款金额不正确，您还有2次机会');
    expect((await state(s6)).licenseAccount).toMatchObject({ status: 'PAID', triesLeft: 2 });
    const credits = ok<Array<{ amount: string; remark: string }>>(await s6.callEndpoint(realnameEndpoints.demoCredits, { query: { accountNo: S6_ACCOUNT } }));
    expect(credits).toEqual([expect.objectContaining({ amount: amountOf(fen), remark: '平台验证打款' })]);
    const done = ok<Realname>(await s6.callEndpoint(realnameEndpoints.backfill, { body: { amount: amountOf(fen) } }));
    expect(done).toMatchObject({ state: 'VERIFIED', method: 'LICENSE_ACCOUNT', mayVerify: false, admin: { personName: '唐磊', idCard: '3203**********0057' } });
    expect(done.records[0]).toMatchObject({ method: 'LICENSE_ACCOUNT', personName: '唐磊', result: 'VERIFIED', note: '企业实名认证成功' });
    const [account] = await server.db.query('SELECT account_type, status FROM bank_account WHERE account_no = $1', [S6_ACCOUNT]);
    expect(account).toEqual({ account_type: 'SETTLEMENT', status: 'ACTIVE' });
    expect(await realnameBreaks(server.db, 'S6')).toEqual([]);
    // Business is open now.
    ok(await addCustomer(s6));
    expect(await requests('S6')).toBe(1);
    refused(await s6.callEndpoint(realnameEndpoints.cancel, { body: {} }), '企业已完成实名认证');
  });

  it('the account verified for S6 is refused to S7; S7 re-authenticates by license account and the requirement is gone', async () => {
    const licenceFileId = await storeLicence(server.db, 'S7', 's7_admin');
    const body = { licenceFileId, legalRepName: '钱坤', bankName: '中国建设银行徐州分行营业部', bankCode: '105303000017' };
    refused(await s7.callEndpoint(realnameEndpoints.deposit, { body: { ...body, accountNo: S6_ACCOUNT } }), '该对公账户已被其他企业用于认证');
    const paid = ok<Realname>(await s7.callEndpoint(realnameEndpoints.deposit, { body: { ...body, accountNo: '32050161360000017001' } }));
    // A corporation that must re-authenticate stays REAUTH_REQUIRED while it is paid (the §4 modal keeps showing).
    expect(paid).toMatchObject({ state: 'REAUTH_REQUIRED', licenseAccount: { status: 'PAID' } });
    ok(await s7.callEndpoint(realnameEndpoints.backfill, { body: { amount: amountOf(await paidFen(server.db, 'S7')) } }));
    expect(await state(s7op)).toMatchObject({ state: 'VERIFIED', reauth: null, admin: { personName: '蒋琳' } });
    expect(ok<{ checkResult: boolean }>(await s7op.callEndpoint(shellCheckEndpoints.mandatoryAuth))).toEqual({ checkResult: false });
    expect(await realnameBreaks(server.db, 'S7')).toEqual([]);
    ok(await addCustomer(s7op));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, eAccountEndpoints } from '@scf/api/contract';
import type { RepayMandate, SpecialAccount } from '@scf/api/contract';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

const NEXT_DAY = '2025-06-17';

/**
 * 专户绑定 (domain-lines.md §16.8, §17.4): C2 (no 还款专户 in the demo) opens one and its director signs
 * 《还款账户信息确认函（代扣授权）》 with the key (CONTRACT_SIGN by account), effective the next day; revoking is refused
 * while 支付通 are outstanding (C1's seeded mandate) and allowed without (C2's), after which it may be signed again.
 */
describe('专户绑定: the 还款专户 代扣授权 signed by the director and revoked', () => {
  let c2op: TestClient;
  let c2dir: TestClient;
  let account: SpecialAccount;
  beforeAll(async () => {
    c2op = await server.login('c2_op');
    c2dir = await server.login('c2_dir');
  });

  const mandates = async (c: TestClient): Promise<RepayMandate[]> => ok<RepayMandate[]>(await c.callEndpoint(eAccountEndpoints.mandates));
  const original = (c: TestClient, id: string) => c.callEndpoint(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { params: { id } });
  const sign = async (id: string): Promise<RepayMandate> => {
    const text = ok<string>(await original(c2dir, id));
    const { creditList: _none, ...payload } = signedPayload('c2_dir', text, id);
    return ok<RepayMandate>(await c2dir.callEndpoint(eAccountEndpoints.signMandate, { params: { id }, body: payload }));
  };
  const mandateRows = (accountId: string) =>
    server.db.query<{ status: string; effective_from: string; cert_serial: string; revoked_on: string | null }>(
      'SELECT status, effective_from, cert_serial, revoked_on FROM account_mandate WHERE account_id = $1 ORDER BY created_at, mandate_no',
      [accountId],
    );

  it('a new 还款专户 shows 未签署; the operator may not sign, the director’s original names the account and the next day', async () => {
    expect(await mandates(c2op)).toEqual([]);
    account = ok<SpecialAccount>(await c2op.callEndpoint(eAccountEndpoints.specialApply, { body: { purpose: 'CASH_REPAY', controllerCorpId: 'F1' } }));
    expect(await mandates(c2op)).toEqual([
      expect.objectContaining({ accountId: account.accountId, accountNo: account.accountNo, state: 'NONE', mandate: null, outstandingVouchers: 0 }),
    ]);
    refused(await original(c2op, account.accountId), '代扣授权须由主管使用Ukey签署');
    const text = ok<string>(await original(c2dir, account.accountId));
    expect(text.split('\n').slice(0, 3)).toEqual(['还款账户信息确认函（代扣授权）', `授权企业：${account.accountName}`, `还款专户账号：${account.accountNo}`]);
    expect(text).toContain(`签署日期：${BUSINESS_DATE}`);
    expect(text).toContain(`生效日期：${NEXT_DAY}`);
    expect((await original(c2dir, 'A-C1-VREPAY')).status).toBe(404);
  });

  it('the director signs with the key: 待生效 until the next day, the signer kept; a second signature is refused', async () => {
    const signed = await sign(account.accountId);
    expect(signed).toMatchObject({ state: 'PENDING', mandate: { signedBy: '黄敏', signedOn: BUSINESS_DATE, effectiveFrom: NEXT_DAY, revokedOn: null } });
    const rows = await mandateRows(account.accountId);
    expect(rows).toEqual([expect.objectContaining({ status: 'ACTIVE', effective_from: NEXT_DAY, revoked_on: null })]);
    expect(rows[0]?.cert_serial).not.toBe('');
    expect(ok<SpecialAccount[]>(await c2op.callEndpoint(eAccountEndpoints.specialList))[0]?.mandate).toBe('ACTIVE');
    refused(await original(c2dir, account.accountId), '该还款专户已签署代扣授权');
  });

  it('C1 (支付通 outstanding) may not revoke; its seeded mandate stays 有效', async () => {
    const c1dir = await server.login('c1_dir');
    // C1 has two 还款专户 (the credit's 兑付 account too): one mandate per corporation, on A-C1-VREPAY.
    const rows = await mandates(c1dir);
    expect(rows.map((r) => [r.accountId, r.state])).toEqual([
      ['A-C1-SPECIAL', 'NONE'],
      ['A-C1-VREPAY', 'ACTIVE'],
    ]);
    refused(await original(c1dir, 'A-C1-SPECIAL'), '贵企业已有其他还款专户签署代扣授权，请先撤销');
    const c1 = rows[1];
    expect(c1).toMatchObject({ accountId: 'A-C1-VREPAY', state: 'ACTIVE', mandate: { signedOn: '2025-01-02', effectiveFrom: '2025-01-03' } });
    expect(c1?.outstandingVouchers).toBeGreaterThan(0);
    refused(await c1dir.callEndpoint(eAccountEndpoints.revokeMandate, { params: { id: 'A-C1-VREPAY' } }), '存在未到期支付通，不能撤销代扣授权');
    expect((await mandateRows('A-C1-VREPAY')).map((r) => r.status)).toEqual(['ACTIVE']);
  });

  it('C2 (none outstanding) revokes by its director only; then it may be signed again', async () => {
    refused(await c2op.callEndpoint(eAccountEndpoints.revokeMandate, { params: { id: account.accountId } }), '撤销代扣授权须由主管办理');
    const revoked = ok<RepayMandate>(await c2dir.callEndpoint(eAccountEndpoints.revokeMandate, { params: { id: account.accountId } }));
    expect(revoked).toMatchObject({ state: 'REVOKED', mandate: { revokedOn: BUSINESS_DATE } });
    refused(await c2dir.callEndpoint(eAccountEndpoints.revokeMandate, { params: { id: account.accountId } }), '该还款专户未签署代扣授权');
    expect(ok<SpecialAccount[]>(await c2op.callEndpoint(eAccountEndpoints.specialList))[0]?.mandate).toBe('NONE');
    expect((await sign(account.accountId)).state).toBe('PENDING');
    expect((await mandateRows(account.accountId)).map((r) => r.status)).toEqual(['REVOKED', 'ACTIVE']);
  });
});

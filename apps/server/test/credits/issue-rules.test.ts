import { describe, expect, it } from 'vitest';
import { authEndpoints, creditEndpoints, limitEndpoints } from '@scf/api/contract';
import type { ContractOption, CreditLine, Issuer, Receiver } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { app, approveWithKey, bindSpareKey, expectInvariants, figures, issue, ledgerSnapshot, ok, originalFor, refused } from './ledger-helpers';
import type { ApplicationDetail, issueBody } from './ledger-helpers';

const server = useTestServer();

describe('the seeded ledger (domain.md §13.3–§13.4)', () => {
  it('reproduces the limit figures exactly and passes every invariant', async () => {
    await expectInvariants(server.db);
    // The credit product's (LV1 is 支付通's, domain-lines.md §13.8).
    const lines = ok<CreditLine[]>(await (await server.login('c1_op')).callEndpoint(limitEndpoints.lines)).filter((l) => l.productType === 'CREDIT');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      lineId: 'L1',
      total: '50000000.00',
      allocated: '25000000.00',
      used: '1560000.00',
      frozen: '800000.00',
      available: '22640000.00',
      revolving: true,
      status: 'ACTIVE',
    });
    expect(lines[0]?.subLimits).toEqual([
      expect.objectContaining({
        corp: expect.objectContaining({ corpId: 'C2' }),
        total: '20000000.00',
        used: '500000.00',
        frozen: '0.00',
        available: '19500000.00',
      }),
    ]);
    const issuers = ok<Issuer[]>(await (await server.login('c1_op')).callEndpoint(creditEndpoints.issuers));
    expect(issuers).toEqual([
      { corpId: 'C1', corpName: '徐州示例重工集团有限公司', limitId: 'L1', available: '22640000.00' },
      { corpId: 'C2', corpName: '徐州示例重工起重机械有限公司', limitId: 'SL-L1-C2', available: '19500000.00' },
    ]);
  });
});

describe('issue form options (domain.md §7.3)', () => {
  it('lists a member only itself, the receivers that are counterparties with their account, and contracts seller = receiver', async () => {
    const c2 = await server.login('c2_op');
    expect(ok<Issuer[]>(await c2.callEndpoint(creditEndpoints.issuers)).map((i) => i.corpId)).toEqual(['C2']);
    const receivers = ok<Receiver[]>(await c2.callEndpoint(creditEndpoints.receivers, { body: { issuerCorpId: 'C2' } }));
    expect(receivers).toEqual([{ corpId: 'S1', corpName: '江苏示例精密锻造有限公司', account: expect.objectContaining({ accountNo: '6217001360000011001' }) }]);
    const contracts = ok<ContractOption[]>(await c2.callEndpoint(creditEndpoints.contracts, { body: { issuerCorpId: 'C2', receiverCorpId: 'S1' } }));
    // The member's own contract and its group's (buyer = issuer or its group).
    expect(contracts.map((c) => c.contractNo).sort()).toEqual(['HT-2025-001', 'HT-2025-101']);
    refused(await c2.callEndpoint(creditEndpoints.receivers, { body: { issuerCorpId: 'C1' } }), '开立方不在可开立范围内', 'LEDGER_RULE');
  });
});

describe('issue refusals: a Chinese message and nothing changed', () => {
  const cases: Array<[string, Parameters<typeof issueBody>[0], string, string?]> = [
    ['more than the member has available', { issuer: 'C2', amount: '19500000.01', contract: 'CT-HT-2025-101' }, '可用额度不足', 'LIMIT_INSUFFICIENT'],
    ['a due date on a holiday', { due: '2025-10-01' }, '到期日须为工作日'],
    ['a due date on a Saturday', { due: '2025-09-13' }, '到期日须为工作日'],
    ['a due date on the issue date', { due: '2025-06-16' }, '承诺付款日须在开立日后1至180天内'],
    ['a term of 181 days', { due: '2025-12-15' }, '承诺付款日须在开立日后1至180天内'],
    ['a receiver that is not a counterparty of the member', { issuer: 'C2', receiver: 'S2', contract: 'CT-HT-2025-002' }, '接收方须为交易对手'],
    ['a contract with another seller', { receiver: 'S2', contract: 'CT-HT-2025-001' }, '请选择与接收方签订的贸易合同'],
    ['an issuer outside the group', { issuer: 'S1' }, '开立方不在可开立范围内'],
  ];
  for (const [what, body, message, code] of cases) {
    it(`refuses ${what}`, async () => {
      const c = await server.login('c1_op');
      const before = await ledgerSnapshot(server.db);
      refused(await issue(c, body), message, code ?? 'LEDGER_RULE');
      expect(await ledgerSnapshot(server.db)).toBe(before);
    });
  }

  it('refuses a blacklisted receiver with 该企业暂不能办理此业务, and the form schema refuses a zero amount', async () => {
    const c = await server.login('c1_op');
    await server.db.query("INSERT INTO corp_blacklist (corp_id, product_type, busi_process) VALUES ('S3', 'CREDIT', 'ISSUE')");
    const before = await ledgerSnapshot(server.db);
    refused(await issue(c, { receiver: 'S3', contract: 'CT-HT-2025-003' }), '该企业暂不能办理此业务');
    await server.db.query("DELETE FROM corp_blacklist WHERE corp_id = 'S3'");
    expect((await issue(c, { amount: '0.00' })).status).toBe(400);
    expect(await ledgerSnapshot(server.db)).toBe(before);
  });

  it('refuses the issue call to a role without the issue page (403) and changes nothing', async () => {
    const before = await ledgerSnapshot(server.db);
    for (const user of ['c1_dir', 'c1_query', 's1_op']) expect((await issue(await server.login(user))).status).toBe(403);
    expect(await ledgerSnapshot(server.db)).toBe(before);
  });
});

describe('drafts, returns, rejects, cancels', () => {
  it('saves a draft without freezing, edits it, submits it (FREEZE), the director returns it with a comment (UNFREEZE), the operator resubmits', async () => {
    const op = await server.login('c1_op');
    const start = await figures(server.db);
    const draft = ok<ApplicationDetail>(await issue(op, { submit: false, amount: '500.00' }));
    expect(draft.status).toBe('DRAFT');
    expect(draft.actions).toEqual(expect.arrayContaining(['EDIT', 'CANCEL']));
    expect((await figures(server.db)).line.frozen).toBe(start.line.frozen);
    const edited = ok<ApplicationDetail>(await issue(op, { appNo: draft.appNo, submit: true, amount: '700.00', receiver: 'S3', contract: 'CT-HT-2025-003' }));
    expect(edited).toMatchObject({ appNo: draft.appNo, status: 'PENDING_REVIEW', amount: '700.00', counterparty: { corpId: 'S3' } });
    expect((await figures(server.db)).line.frozen - start.line.frozen).toBe(70_000n);
    refused(await issue(op, { appNo: draft.appNo, amount: '1.00' }), /申请当前状态为「待复核」/, 'STATE_CONFLICT');

    const dir = await server.login('c1_dir');
    expect((await dir.callEndpoint(creditEndpoints.return, { params: { appNo: draft.appNo }, body: { comment: '' } })).status).toBe(400);
    const returned = ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.return, { params: { appNo: draft.appNo }, body: { comment: '金额有误' } }));
    expect(returned).toMatchObject({ status: 'RETURNED', comment: '金额有误' });
    expect((await figures(server.db)).line.frozen).toBe(start.line.frozen);
    const again = ok<ApplicationDetail>(await issue(op, { appNo: draft.appNo, amount: '650.00', receiver: 'S3', contract: 'CT-HT-2025-003' }));
    expect(again.status).toBe('PENDING_REVIEW');
    expect(again.flow.map((f) => f.actionLabel)).toEqual(['保存', '提交', '退回', '提交']);
    const rejected = ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.reject, { params: { appNo: draft.appNo }, body: { comment: '无贸易背景' } }));
    expect(rejected.status).toBe('REJECTED');
    expect((await figures(server.db)).line.frozen).toBe(start.line.frozen);
    refused(await dir.callEndpoint(creditEndpoints.return, { params: { appNo: draft.appNo }, body: { comment: 'x' } }), /不能退回/, 'STATE_CONFLICT');
    await expectInvariants(server.db);
  });

  it('撤销申请: the operator cancels a pending application (UNFREEZE); a director may not cancel', async () => {
    const op = await server.login('c1_op');
    const start = await figures(server.db);
    const a = ok<ApplicationDetail>(await issue(op, { amount: '300.00' }));
    expect((await (await server.login('c1_dir')).callEndpoint(creditEndpoints.cancel, { params: { appNo: a.appNo } })).status).toBe(403);
    expect(ok<ApplicationDetail>(await op.callEndpoint(creditEndpoints.cancel, { params: { appNo: a.appNo } })).status).toBe('CANCELLED');
    expect(await figures(server.db)).toEqual(start);
  });
});

describe('approval rules', () => {
  it('maker–checker: a user who made the application cannot approve it, even as director', async () => {
    await server.db.query("INSERT INTO user_role (user_id, role_code, ukey_code_suffix) VALUES ('c1_op', 'ROLE_DIRECTOR', '')");
    const c = await server.login('c1_op');
    const a = ok<ApplicationDetail>(await issue(c, { amount: '88.00' }));
    ok(await c.callEndpoint(authEndpoints.switchRole, { body: { roleCode: 'ROLE_DIRECTOR' } }));
    const before = await ledgerSnapshot(server.db);
    refused(await originalFor(c, a.appNo), '复核人不能与经办人为同一人', 'MAKER_CHECKER');
    refused(
      await c.callEndpoint(creditEndpoints.approve, {
        params: { appNo: a.appNo },
        body: { algorithmType: 'x', issuerDn: 'x', raType: 'CCB', signature: 'x', certSerialNo: 'x', original: '挑战编号：sc_aaaaaaaaaaaaaaaaaaaaaa' },
      }),
      '复核人不能与经办人为同一人',
    );
    expect(await ledgerSnapshot(server.db)).toBe(before);
    await server.db.query("DELETE FROM user_role WHERE user_id = 'c1_op' AND role_code = 'ROLE_DIRECTOR'");
  });

  it('another corporation cannot see or approve an application (not found); the receiver sees it but its director may not approve it', async () => {
    const iss3 = app('ISS-3');
    const c2 = await server.login('c2_dir');
    expect((await c2.callEndpoint(creditEndpoints.application, { params: { appNo: iss3 } })).status).toBe(404);
    expect((await originalFor(c2, iss3)).status).toBe(404);
    const s2 = await server.login('s2_dir');
    expect(ok<ApplicationDetail>(await s2.callEndpoint(creditEndpoints.application, { params: { appNo: iss3 } })).actions).toEqual([]);
    expect((await originalFor(s2, iss3)).status).toBe(403);
  });

  it('final review above the threshold: the director moves it to 待终审, c1_final approves and the credit is created', async () => {
    await server.db.query(`INSERT INTO sys_config (config_key, value_json) VALUES ('CREDIT_LEDGER', '{"finalReviewThreshold": "1000000.00"}')`);
    const before = await figures(server.db);
    const a = ok<ApplicationDetail>(await issue(await server.login('c1_op'), { amount: '1000000.00' }));
    const dir = await server.login('c1_dir');
    const toFinal = ok<ApplicationDetail>(await approveWithKey(dir, 'c1_dir', a.appNo));
    expect(toFinal.status).toBe('PENDING_FINAL');
    expect((await figures(server.db)).line.frozen - before.line.frozen).toBe(100_000_000n);
    const final = await server.login('c1_final');
    const original = ok<string>(await originalFor(final, a.appNo));
    expect(original).toMatch(/^开立终审\n/);
    // A dummy signature is refused while signing is on, and changes nothing.
    const snapshot = await ledgerSnapshot(server.db);
    const res = await final.callEndpoint(creditEndpoints.approve, {
      params: { appNo: a.appNo },
      body: { algorithmType: 'NONE', issuerDn: 'NONE', raType: 'NONE', signature: 'NONE', certSerialNo: 'NONE', original },
    });
    expect(res.body.code).toBe('SIGN_REQUIRED');
    expect(await ledgerSnapshot(server.db)).toBe(snapshot);
    // The demo gives the final reviewer no key: bind the spare one, then the final approval creates the credit.
    await bindSpareKey(server.db, 'spare-rsa', 'c1_final', 'ROLE_FINAL_REVIEW');
    const done = ok<ApplicationDetail>(await approveWithKey(final, 'spare-rsa', a.appNo));
    expect(done.status).toBe('COMPLETED');
    expect(done.lines[0]?.creditNo).toMatch(/^XG/);
    expect((await figures(server.db)).line.frozen).toBe(before.line.frozen);
    await server.db.query("DELETE FROM sys_config WHERE config_key = 'CREDIT_LEDGER'");
    await expectInvariants(server.db);
  });

  it('shows every line of the issue in the original: parties, figures and 大写, due date, contract', async () => {
    const text = ok<string>(await originalFor(await server.login('c1_dir'), app('ISS-3')));
    expect(text).toContain('开立复核');
    expect(text).toContain('开立方：徐州示例重工集团有限公司');
    expect(text).toContain('接收方：苏州示例钢材贸易有限公司；金额：800,000.00元（大写：捌拾万元整）；承诺付款日：2025-12-12；合同：HT-2025-002 钢材采购合同');
    expect(text).toMatch(/挑战编号：sc_/);
  });
});

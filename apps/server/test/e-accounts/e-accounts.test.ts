import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, eAccountEndpoints } from '@scf/api/contract';
import type { AccountFlow, ApplicationDetail, EAccount, SpecialAccount } from '@scf/api/contract';
import { SimBank, bankInvariantBreaks } from '../../src/modules/bank';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { CallResult, TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer({ demoTools: false });

const S2_NAME = '苏州示例钢材贸易有限公司';
const MOBILE = '13900001299';

/**
 * 电子账户 (domain-lines.md §16.8) for S2, which has none in the demo: 开户 with the 经办人's code, 绑定 to its
 * settlement account by the small deposit of §15.7, 提现 signed by its director; each refusal leaves every row as it was.
 */
describe('e-accounts: open, bind by small deposit, withdraw signed by the director', () => {
  let op: TestClient;
  let dir: TestClient;
  let account: EAccount;
  beforeAll(async () => {
    op = await server.login('s2_op');
    dir = await server.login('s2_dir');
  });

  const snapshot = async (): Promise<string> =>
    JSON.stringify(
      await server.db.query(
        `SELECT (SELECT count(*) FROM bank_account) AS accounts, (SELECT count(*) FROM deposit_verify_attempt) AS attempts,
           (SELECT count(*) FROM application) AS apps, (SELECT count(*) FROM bank_flow) AS flows,
           (SELECT json_agg(json_build_object('id', account_id, 'b', balance_fen, 'f', frozen_fen, 's', status, 'bound', bound_account_id) ORDER BY account_id)
              FROM bank_account) AS rows`,
      ),
    );
  const smsCode = async (): Promise<string> => {
    ok(await op.callEndpoint(eAccountEndpoints.sms, { body: { mobile: MOBILE } }));
    const [row] = await server.db.query<{ code: string }>(
      "SELECT code FROM sms_outbox WHERE mobile = $1 AND scene = 'EACCOUNT' ORDER BY sent_at DESC LIMIT 1",
      [MOBILE],
    );
    server.clock.advance(61_000);
    return row?.code ?? '';
  };
  const applyBody = (smsCode: string) => ({
    bankCorpId: 'F1',
    legalRepName: '马超',
    operatorName: '孙丽',
    operatorIdNo: '320503199001010022',
    operatorMobile: MOBILE,
    smsCode,
    agreed: true as const,
  });
  const bindBody = (o: Partial<{ accountNo: string; accountName: string }> = {}) => ({
    accountId: account.accountId,
    accountName: S2_NAME,
    accountNo: '32250198880000012001',
    bankName: '中国建设银行苏州分行',
    bankCode: '105305000011',
    ...o,
  });
  const deposited = async (): Promise<string> => {
    const [row] = await server.db.query<{ amount_fen: unknown }>("SELECT amount_fen FROM deposit_verify_attempt WHERE subject_id = $1 AND status = 'PAID'", [
      account.accountId,
    ]);
    return `0.${String(row?.amount_fen).padStart(2, '0')}`;
  };
  const wrongOf = (right: string): string => (right === '0.11' ? '0.12' : '0.11');

  it('开户: a wrong code is refused; the right one opens 待绑定 at once; a second at the same bank is refused', async () => {
    expect(ok<unknown[]>(await op.callEndpoint(eAccountEndpoints.list))).toEqual([]);
    const before = await snapshot();
    refused(await op.callEndpoint(eAccountEndpoints.apply, { body: applyBody('000000') }), '验证码错误或已失效，请重新获取');
    expect(await snapshot()).toBe(before);
    account = ok<EAccount>(await op.callEndpoint(eAccountEndpoints.apply, { body: applyBody(await smsCode()) }));
    expect(account).toMatchObject({ accountName: S2_NAME, status: 'PENDING_BIND', boundAccountNo: null, balance: '0.00', available: '0.00' });
    expect(account.accountNo).toMatch(/^6217001369\d{9}$/);
    const opened = await snapshot();
    refused(await op.callEndpoint(eAccountEndpoints.apply, { body: applyBody(await smsCode()) }), '贵企业已在该银行开立电子账户');
    expect(await snapshot()).toBe(opened);
  });

  it('提现 from an unbound e-account is refused', async () => {
    const before = await snapshot();
    refused(await op.callEndpoint(eAccountEndpoints.withdraw, { body: { accountId: account.accountId, amount: '1.00' } }), '电子账户未绑定结算账户，不能提现');
    expect(await snapshot()).toBe(before);
  });

  it('绑定 to an account of another name is refused, whether the name typed or the bank’s differs', async () => {
    const before = await snapshot();
    refused(await op.callEndpoint(eAccountEndpoints.bind, { body: bindBody({ accountName: '宿迁示例五金加工厂' }) }), '户名须与企业名称一致');
    refused(await op.callEndpoint(eAccountEndpoints.bind, { body: bindBody({ accountNo: '32050161360000013001' }) }), '户名须与企业名称一致');
    expect(await snapshot()).toBe(before);
  });

  it('绑定: the bank pays 0.01–0.99 from the platform verification account; a malformed, then a wrong amount, then the right one → 正常', async () => {
    const bound = ok<EAccount>(await op.callEndpoint(eAccountEndpoints.bind, { body: bindBody() }));
    expect(bound.verification).toMatchObject({ status: 'PAID', triesLeft: 3, expiresOn: '2025-06-23', todayLeft: 2, accountNo: '32250198880000012001' });
    expect(JSON.stringify(bound)).not.toMatch(/amount_fen/);
    const right = await deposited();
    const [txn] = await server.db.query<{ from_account_id: string; remark: string; purpose: string }>(
      "SELECT from_account_id, remark, purpose FROM sim_bank_txn WHERE to_account_id = 'A-S2-SETTLE' ORDER BY txn_id DESC LIMIT 1",
    );
    expect(txn).toEqual({ from_account_id: 'A-PLATFORM-VERIFY', remark: '平台验证打款', purpose: 'VERIFY' });
    refused(await op.callEndpoint(eAccountEndpoints.bind, { body: bindBody() }), '已有进行中的打款认证，请先回填金额或更换账户');

    const before = await snapshot();
    refused(
      await op.callEndpoint(eAccountEndpoints.backfill, { body: { accountId: account.accountId, amount: '1.5' } }),
      '请输入正确的打款金额（0.01-0.99元）',
    );
    expect(await snapshot()).toBe(before);
    refused(
      await op.callEndpoint(eAccountEndpoints.backfill, { body: { accountId: account.accountId, amount: wrongOf(right) } }),
      '打款金额不正确，您还有2次机会',
    );
    expect(ok<EAccount[]>(await op.callEndpoint(eAccountEndpoints.list))[0]?.verification?.triesLeft).toBe(2);

    account = ok<EAccount>(await op.callEndpoint(eAccountEndpoints.backfill, { body: { accountId: account.accountId, amount: right } }));
    expect(account).toMatchObject({ status: 'ACTIVE', boundAccountNo: '3225****2001', verification: { status: 'VERIFIED' } });
  });

  it('提现 above 可用余额 is refused; within it the amount is frozen until the director signs ACCOUNT_COLLECT, then moves to the bound account', async () => {
    await server.db.transaction((tx) =>
      SimBank.deposit(tx, { businessDate: BUSINESS_DATE, now: Date.now(), accountId: account.accountId, amountFen: 30_000n }),
    );
    const before = await snapshot();
    refused(await op.callEndpoint(eAccountEndpoints.withdraw, { body: { accountId: account.accountId, amount: '300.01' } }), '可用余额不足');
    expect(await snapshot()).toBe(before);

    const settleBefore = await balanceOf('A-S2-SETTLE');
    const app = ok<ApplicationDetail>(await op.callEndpoint(eAccountEndpoints.withdraw, { body: { accountId: account.accountId, amount: '120.50' } }));
    expect(app).toMatchObject({ bizType: 'WITHDRAWAL', status: 'PENDING_REVIEW' });
    expect(app.appNo).toMatch(/^WTH\d{14}$/);
    expect(ok<EAccount[]>(await op.callEndpoint(eAccountEndpoints.list))[0]).toMatchObject({
      balance: '300.00',
      frozen: '120.50',
      available: '179.50',
      pendingWithdrawal: { appNo: app.appNo, amount: '120.50' },
    });
    refused(await op.callEndpoint(eAccountEndpoints.withdraw, { body: { accountId: account.accountId, amount: '179.51' } }), '可用余额不足');

    const original = ok<string>(await dir.callEndpoint(SIGNING_ORIGINALS.ACCOUNT_COLLECT.endpoint, { params: { id: app.appNo } }));
    expect(original).toContain('提现金额：120.50元');
    const { creditList: _none, ...payload } = signedPayload('s2_dir', original, app.appNo);
    expect(ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.approve, { params: { appNo: app.appNo }, body: payload })).status).toBe('COMPLETED');

    expect(ok<EAccount[]>(await op.callEndpoint(eAccountEndpoints.list))[0]).toMatchObject({
      balance: '179.50',
      frozen: '0.00',
      available: '179.50',
      pendingWithdrawal: null,
    });
    expect((await balanceOf('A-S2-SETTLE')) - settleBefore).toBe(12_050n);
    // The accounts and transfers this story touched (the demo's seeded balances get their opening flows in seed/bank.ts).
    const touched = [account.accountId, 'A-S2-SETTLE', 'A-PLATFORM-VERIFY', 'CCB'];
    expect((await bankInvariantBreaks(server.db)).filter((b) => touched.some((t) => b.startsWith(t)))).toEqual([]);
  });

  it('a returned withdrawal gives its frozen amount back', async () => {
    const app = ok<ApplicationDetail>(await op.callEndpoint(eAccountEndpoints.withdraw, { body: { accountId: account.accountId, amount: '10.00' } }));
    ok(await dir.callEndpoint(creditEndpoints.return, { params: { appNo: app.appNo }, body: { comment: '金额有误' } }));
    expect(ok<EAccount[]>(await op.callEndpoint(eAccountEndpoints.list))[0]).toMatchObject({ frozen: '0.00', available: '179.50' });
  });

  const balanceOf = async (id: string): Promise<bigint> =>
    BigInt(String((await server.db.query<{ b: unknown }>('SELECT balance_fen AS b FROM bank_account WHERE account_id = $1', [id]))[0]?.b));

  it('专户: 申请 opens at once; a second of the purpose at the bank, a 回款专户 without e订通准入 and an unknown bank are refused; 流水 by direction', async () => {
    const opened = ok<SpecialAccount>(await op.callEndpoint(eAccountEndpoints.specialApply, { body: { purpose: 'CASH_REPAY', controllerCorpId: 'F1' } }));
    expect(opened).toMatchObject({ purpose: 'CASH_REPAY', status: 'ACTIVE', controller: { corpId: 'F1' }, balance: '0.00', mandate: 'NONE' });
    const before = await snapshot();
    refused(
      await op.callEndpoint(eAccountEndpoints.specialApply, { body: { purpose: 'CASH_REPAY', controllerCorpId: 'F1' } }),
      '贵企业已在该监管行开立该用途的专户',
    );
    refused(await op.callEndpoint(eAccountEndpoints.specialApply, { body: { purpose: 'EDT_COLLECT', controllerCorpId: 'F1' } }), '请先完成e订通准入');
    refused(await op.callEndpoint(eAccountEndpoints.specialApply, { body: { purpose: 'BAB_MARGIN', controllerCorpId: 'S1' } }), '请选择监管行');
    expect(await snapshot()).toBe(before);
    expect(ok<SpecialAccount[]>(await op.callEndpoint(eAccountEndpoints.specialList)).map((a) => a.accountId)).toEqual([opened.accountId]);

    const flows = ok<AccountFlow[]>(await op.callEndpoint(eAccountEndpoints.flows, { query: { accountId: account.accountId } }));
    expect(flows.map((f) => [f.summary, f.income, f.expense, f.balance])).toEqual([
      ['提现', null, '120.50', '179.50'],
      ['期初余额', '300.00', null, '300.00'],
    ]);
    expect(flows[0]?.bankSerial).toMatch(/^CCB\d{16}$/);
    expect(flows[0]?.receiptNo).toMatch(/^HD\d{16}$/);
    const outOnly = ok<AccountFlow[]>(await op.callEndpoint(eAccountEndpoints.flows, { query: { accountId: account.accountId, direction: 'IN' } }));
    expect(outOnly.map((f) => f.summary)).toEqual(['期初余额']);
    const notOurs: CallResult = await op.callEndpoint(eAccountEndpoints.flows, { query: { accountId: 'A-C1-SPECIAL' } });
    expect(notOurs.status).toBe(404);
  });

  it('the demo tools answer 仅演示环境可用 when DEMO_TOOLS is off', async () => {
    refused(await op.callEndpoint(eAccountEndpoints.demoDeposit, { body: { accountId: account.accountId, amount: '10.00' } }), '仅演示环境可用', 'DEMO_ONLY');
    refused(await op.callEndpoint(eAccountEndpoints.demoCredits, { query: { accountNo: '32250198880000012001' } }), '仅演示环境可用', 'DEMO_ONLY');
  });
});

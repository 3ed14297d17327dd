import { beforeAll, describe, expect, it } from 'vitest';
import { eAccountEndpoints } from '@scf/api/contract';
import type { EAccount } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';

const server = useTestServer();

const S5_NAME = '淮安示例包装材料有限公司';
const MOBILE = '13900001599';

/**
 * The small-deposit machine of domain-lines.md §15.7 through 电子账户绑定 (S5, no e-account in the demo): three wrong
 * amounts end the attempt, an attempt past its seven days is 已过期, a corporation asks at most three deposits a
 * business day, 更换账户 cancels the open one, and an unknown account (…0000) is 打款失败 with the bank's reason.
 */
describe('deposit verification: tries, expiry, daily cap', () => {
  let op: TestClient;
  let accountId: string;
  beforeAll(async () => {
    op = await server.login('s5_op');
    ok(await op.callEndpoint(eAccountEndpoints.sms, { body: { mobile: MOBILE } }));
    const [row] = await server.db.query<{ code: string }>("SELECT code FROM sms_outbox WHERE mobile = $1 AND scene = 'EACCOUNT'", [MOBILE]);
    const body = {
      bankCorpId: 'F1',
      legalRepName: '钱坤',
      operatorName: '钱进',
      operatorIdNo: '32080119900101001X',
      operatorMobile: MOBILE,
      smsCode: row?.code ?? '',
      agreed: true as const,
    };
    accountId = ok<EAccount>(await op.callEndpoint(eAccountEndpoints.apply, { body })).accountId;
  });

  const bind = (accountNo: string) =>
    op.callEndpoint(eAccountEndpoints.bind, {
      body: { accountId, accountName: S5_NAME, accountNo, bankName: '中国建设银行淮安分行', bankCode: '105308000099' },
    });
  const backfill = (amount: string) => op.callEndpoint(eAccountEndpoints.backfill, { body: { accountId, amount } });
  const paid = async (): Promise<number> =>
    Number(
      (await server.db.query<{ a: unknown }>("SELECT amount_fen AS a FROM deposit_verify_attempt WHERE subject_id = $1 AND status = 'PAID'", [accountId]))[0]
        ?.a,
    );
  const wrong = async (): Promise<string> => ((await paid()) === 11 ? '0.12' : '0.11');

  it('an account the bank does not know (…0000) is 打款失败 with 账户不存在, and nothing is paid', async () => {
    const failed = ok<EAccount>(await bind('32080161360000000000'));
    expect(failed.verification).toMatchObject({ status: 'PAY_FAILED', failReason: '账户不存在', todayLeft: 2 });
    expect(failed.status).toBe('PENDING_BIND');
  });

  it('the third wrong amount ends the attempt (回填错误次数超限)', async () => {
    ok(await bind('32080161360000015001'));
    refused(await backfill(await wrong()), '打款金额不正确，您还有2次机会');
    refused(await backfill(await wrong()), '打款金额不正确，您还有1次机会');
    refused(await backfill(await wrong()), '打款金额错误次数已达上限，本次认证已失效，请重新发起');
    const [row] = ok<EAccount[]>(await op.callEndpoint(eAccountEndpoints.list));
    expect(row).toMatchObject({ status: 'PENDING_BIND', verification: { status: 'TRIES_EXCEEDED', triesLeft: 0, todayLeft: 1 } });
  });

  it('an amount typed after its seven days is refused and the attempt is 已过期', async () => {
    ok(await bind('32080161360000015001'));
    const right = `0.${String(await paid()).padStart(2, '0')}`;
    await server.db.query("UPDATE deposit_verify_attempt SET expires_on = '2025-06-01' WHERE subject_id = $1 AND status = 'PAID'", [accountId]);
    refused(await backfill(right), '打款金额已超过7天有效期，请重新发起认证');
    expect(ok<EAccount[]>(await op.callEndpoint(eAccountEndpoints.list))[0]).toMatchObject({ status: 'PENDING_BIND', verification: { status: 'EXPIRED' } });
  });

  it('a fourth deposit request in a business day is refused; 更换账户 cancels an open attempt', async () => {
    refused(await bind('32080161360000015001'), '今日打款申请次数已达上限（3次），请明日再试');
    await server.db.query("UPDATE deposit_verify_attempt SET business_date = '2025-06-01' WHERE subject_id = $1", [accountId]);
    ok(await bind('32080161360000015001'));
    const cancelled = ok<EAccount>(await op.callEndpoint(eAccountEndpoints.cancelBind, { body: { accountId } }));
    expect(cancelled.verification?.status).toBe('CANCELLED');
    refused(await backfill('0.50'), '当前状态不允许此操作，请刷新后重试');
  });
});

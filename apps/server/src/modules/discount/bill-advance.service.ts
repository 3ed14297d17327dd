import { advanceRepaySchema } from '@scf/api/contract';
import type { AdvanceRepayInput, MaturityRow, SignaturePayload } from '@scf/api/contract';
import { fenToChineseCapital, formatFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import { checkMenu } from '../../platform/security/access-check';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge, stateDigest } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { SimBank } from '../bank';
import { runKeySignedOperation } from '../ukey';
import { accountOf } from '../applications';
import { billNotFound } from './bills-apps.service';
import { addBillEvent } from './bills.repo';
import { lockedAdvance, markRepaid, markRepayRequested, pageMaturities } from './bill-maturity.repo';
import type { AdvanceRow } from './bill-maturity.repo';
import { advancePenaltyFen, mayRepay, maySignRepay, penaltyDaysOf, rowView } from './bill-maturity.service';

/**
 * 垫款还款 (domain-lines.md §20.6) under the platform's rule that a password alone never moves money (issue 26): the
 * drawer's operator submits the 还款申请 (no money moves); its director — never the operator who asked — signs with
 * the key (REPAYMENT, id = the package number) an original naming the 垫款, the penalty to the business date —
 * round2(垫款 × 0.05 % × days since the pay date) —, the sum in figures and 大写 and both accounts. Only the verified
 * signature pays, in one transfer from the drawer's settlement account to the acceptor's (receipt 垫款), under the
 * maturity row's lock: 垫款已还 once. The bank refuses a transfer beyond the available balance (可用余额不足).
 */
const BUSINESS_TYPE = 'REPAYMENT';
const MATURITY_PAGE = { menu: '/discount/core/maturity/query' } as const;
const NO_ADVANCE = '该票据没有未还的垫款';

async function viewOf(q: Queryable, actor: Actor, packageNo: string, businessDate: string): Promise<MaturityRow> {
  const page = await pageMaturities(q, actor.corpId, { keyword: packageNo }, 'asc', 1, 0);
  const row = page.rows.find((r) => r.package_no === packageNo);
  if (!row) throw new Error(`maturity of ${packageNo} not found`);
  return rowView(q, actor, row, businessDate);
}

/** 还款申请 (the drawer's operator): the row waits for the director's key; nothing moves. */
export async function repayAdvance(env: ServiceEnv, actor: Actor, packageNo: string, raw: AdvanceRepayInput): Promise<MaturityRow> {
  const input = advanceRepaySchema.parse(raw);
  if (!mayRepay(actor)) throw refuse.forbidden();
  return env.db.transaction(async (tx) => {
    const m = await lockedAdvance(tx, packageNo, actor.corpId);
    if (!m) throw billNotFound();
    if (m.advance_status !== 'OUTSTANDING') throw refuse.state(NO_ADVANCE);
    if (m.repay_requested_by) throw refuse.state('该垫款的还款申请待主管签署');
    await markRepayRequested(tx, packageNo, actor.userId, env.now, input.comment ?? null);
    return viewOf(tx, actor, packageNo, env.businessDate);
  });
}

interface Due {
  m: AdvanceRow;
  advance: bigint;
  days: number;
  penalty: bigint;
}

async function waiting(q: Queryable, actor: Actor, packageNo: string, businessDate: string, lock: boolean): Promise<Due> {
  if (actor.role !== 'ROLE_DIRECTOR') throw refuse.forbidden();
  const m = await lockedAdvance(q, packageNo, actor.corpId, lock);
  if (!m) throw billNotFound();
  if (m.advance_status !== 'OUTSTANDING') throw refuse.state(NO_ADVANCE);
  if (!m.repay_requested_by) throw refuse.rule('请先由经办人提交还款申请');
  if (!maySignRepay(actor, m.repay_requested_by)) throw refuse.makerChecker();
  const advance = fenOf(m.advance_fen);
  const days = penaltyDaysOf(m.pay_date, businessDate);
  return { m, advance, days, penalty: advancePenaltyFen(advance, days) };
}

/** What the signature covers: a day later (another penalty) or another request refuses it (SIGN_STATE_CHANGED). */
const scopeOf = (actor: Actor, packageNo: string, d: Due, businessDate: string): ChallengeScope => ({
  userId: actor.userId,
  roleCode: actor.role,
  businessType: BUSINESS_TYPE,
  businessIds: [packageNo],
  stateDigest: stateDigest({
    advance: String(d.advance),
    penalty: String(d.penalty),
    days: String(d.days),
    businessDate,
    requestedBy: d.m.repay_requested_by ?? '',
    requestedAt: String(d.m.repay_requested_at ?? ''),
  }),
});

const yuan = (fen: bigint): string => `${formatFen(fen)}元（大写：${fenToChineseCapital(fen)}）`;

/** The REPAYMENT original of a 垫款 (id = the package number): what leaves which account for which, in figures and 大写. */
export async function advanceRepayOriginal(env: ServiceEnv, actor: Actor, packageNo: string): Promise<string> {
  await checkMenu(env.db, actor, MATURITY_PAGE);
  const d = await waiting(env.db, actor, packageNo, env.businessDate, false);
  const from = await accountOf(env.db, actor.corpId, ['SETTLEMENT']);
  const to = await accountOf(env.db, d.m.acceptor_corp_id, ['SETTLEMENT']);
  if (!from || !to) throw refuse.rule('结算账户不存在');
  return issueChallenge(env.db, env.now, scopeOf(actor, packageNo, d, env.businessDate), [
    '垫款还款',
    `票据包号：${packageNo}`,
    `付款方：${from.account_name}，账号：${from.account_no}（${from.bank_name}）`,
    `收款方（承兑行）：${to.account_name}，账号：${to.account_no}（${to.bank_name}）`,
    `垫款金额：${yuan(d.advance)}`,
    `罚息：${yuan(d.penalty)}，自${d.m.pay_date}起${d.days}天，日利率0.05%`,
    `还款合计：${yuan(d.advance + d.penalty)}`,
    `还款日期：${env.businessDate}`,
  ]);
}

/** The director signs the 还款申请 with the key: the money moves, 垫款已还. */
export function signAdvanceRepay(env: ServiceEnv, actor: Actor, packageNo: string, payload: SignaturePayload): Promise<MaturityRow> {
  let due: Due | undefined;
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => {
      due = await waiting(tx, actor, packageNo, env.businessDate, true);
      return scopeOf(actor, packageNo, due, env.businessDate);
    },
    effect: async (tx) => {
      const { m, advance, penalty, days } = due!;
      const from = await accountOf(tx, actor.corpId, ['SETTLEMENT']);
      const to = await accountOf(tx, m.acceptor_corp_id, ['SETTLEMENT']);
      if (!from || !to) throw refuse.rule('结算账户不存在');
      await SimBank.transfer(tx, {
        businessDate: env.businessDate,
        now: env.now,
        fromAccountId: from.account_id,
        toAccountId: to.account_id,
        amountFen: advance + penalty,
        purpose: 'ADVANCE',
        bizRef: packageNo,
        ...(m.repay_comment ? { remark: m.repay_comment } : {}),
      });
      await markRepaid(tx, packageNo, { on: env.businessDate, penaltyFen: penalty, days, requestedBy: m.repay_requested_by!, signedBy: actor.userId });
      const at = new Date(env.now).toISOString();
      await addBillEvent(tx, { packageNo, at, kind: 'ADVANCE_REPAID', label: '垫款还款', corpId: actor.corpId, amountFen: advance + penalty });
      return viewOf(tx, actor, packageNo, env.businessDate);
    },
  });
}

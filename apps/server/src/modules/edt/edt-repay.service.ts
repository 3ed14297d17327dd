/**
 * 主动还款 and 提前还款 (domain-lines.md §19.7): the supplier repays a loan in full from its settlement account before the
 * core's payment reaches the 回款专户. Before the due date it is 提前还款 (ADVANCED_PAYMENT, interest to the actual day,
 * 提前还款费 0); on or after it 主动还款 (REPAYMENT, §19.6: within the grace interest to the day, beyond it interest to the
 * due date and the penalty). Less what collections already paid. The director signs; each part (penalty, interest,
 * principal) is a FIN_REPAY transfer to the bank with its receipts; the principal returns to a revolving line.
 */
import type { EdtRepay, EdtRepayKind, SignaturePayload } from '@scf/api/contract';
import { WATERFALL_STEP_LABELS, fenToChineseCapital, fenToDecimal, formatFen, orderLoanCharges } from '@scf/api/money';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge, stateDigest } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { accountOf } from '../applications';
import { SimBank } from '../bank';
import { runKeySignedOperation } from '../ukey';
import { addRepaid } from './edt-collect.repo';
import { owedOf } from './edt-collect.service';
import { moveLine } from './edt-finance.repo';
import { afterRepay, insertRepayment, repayLoanOf } from './edt-repay.repo';
import type { RepayLoanRow } from './edt-repay.repo';

export const REPAY_REFUSAL = {
  repaid: '该借据已结清',
  useAdvance: '借据尚未到期，请办理提前还款',
  useRepayment: '借据已到期，请办理主动还款',
} as const;

type AccountRef = EdtRepay['payAccount'];

const notFound = () => new ApiError(404, 'NOT_FOUND', '借据不存在');

async function load(q: Queryable, actor: Actor, loanNo: string, lock: boolean): Promise<RepayLoanRow> {
  const l = await repayLoanOf(q, loanNo, lock);
  if (!l || l.supplier_corp_id !== actor.corpId) throw notFound();
  return l;
}

interface Figures {
  kind: EdtRepayKind;
  interestDays: number;
  overdueDays: number;
  principalFen: bigint;
  interestFen: bigint;
  penaltyFen: bigint;
}

/** What repaying in full takes on `date`: the owed parts (as the waterfall figures them) and the kind by the due date. */
function figures(l: RepayLoanRow, date: string): Figures {
  const owed = owedOf(l, date);
  const terms = {
    principalFen: fenOf(l.principal_fen),
    annualRate: l.annual_rate,
    penaltyRate: l.penalty_rate,
    graceDays: l.grace_days,
    valueDate: l.value_date,
    dueDate: l.due_date,
    basis: l.day_basis === 365 ? (365 as const) : (360 as const),
  };
  const charges = orderLoanCharges(terms, date);
  return {
    kind: date < l.due_date ? 'ADVANCED_PAYMENT' : 'REPAYMENT',
    interestDays: charges.interestDays,
    overdueDays: charges.overdueDays,
    principalFen: owed.principalFen,
    interestFen: owed.interestFen,
    penaltyFen: owed.penaltyFen,
  };
}

async function payAccount(q: Queryable, corpId: string): Promise<AccountRef> {
  const a = await accountOf(q, corpId, ['SETTLEMENT']);
  if (!a) throw refuse.rule('贵企业结算账户不存在');
  const [row] = await q.query<{ account_no: string; account_name: string }>('SELECT account_no, account_name FROM bank_account WHERE account_id = $1', [
    a.account_id,
  ]);
  return { accountId: a.account_id, accountNo: row?.account_no ?? '', accountName: row?.account_name ?? '' };
}

function view(l: RepayLoanRow, f: Figures, date: string, account: AccountRef): EdtRepay {
  return {
    loanNo: l.loan_no,
    orderNo: l.order_no,
    kind: f.kind,
    repayDate: date,
    interestDays: f.interestDays,
    overdueDays: f.overdueDays,
    principal: fenToDecimal(f.principalFen),
    interest: fenToDecimal(f.interestFen),
    penalty: fenToDecimal(f.penaltyFen),
    prepaymentFee: '0.00',
    total: fenToDecimal(f.principalFen + f.interestFen + f.penaltyFen),
    payAccount: { accountId: account.accountId, accountNo: account.accountNo, accountName: account.accountName },
  };
}

function openLoan(l: RepayLoanRow): void {
  if (l.status === 'REPAID') throw refuse.rule(REPAY_REFUSAL.repaid);
}

/** 还款试算 of 主动还款 / 提前还款: the figures as of today. */
export async function repayPreview(env: ServiceEnv, actor: Actor, loanNo: string): Promise<EdtRepay> {
  const l = await load(env.db, actor, loanNo, false);
  openLoan(l);
  return view(l, figures(l, env.businessDate), env.businessDate, await payAccount(env.db, actor.corpId));
}

const scopeOf = (actor: Actor, l: RepayLoanRow, f: Figures): ChallengeScope => ({
  userId: actor.userId,
  roleCode: actor.role,
  businessType: f.kind,
  businessIds: [l.loan_no],
  stateDigest: stateDigest({
    loanNo: l.loan_no,
    status: l.status,
    principal: String(f.principalFen),
    interest: String(f.interestFen),
    penalty: String(f.penaltyFen),
  }),
});

/** The original the director signs (spec §7 REPAYMENT / ADVANCED_PAYMENT by the loan number); the kind must fit today. */
export async function repayOriginal(env: ServiceEnv, actor: Actor, loanNo: string, type: EdtRepayKind): Promise<string> {
  const l = await load(env.db, actor, loanNo, false);
  openLoan(l);
  const f = figures(l, env.businessDate);
  if (f.kind !== type) throw refuse.rule(f.kind === 'ADVANCED_PAYMENT' ? REPAY_REFUSAL.useAdvance : REPAY_REFUSAL.useRepayment);
  const account = await payAccount(env.db, actor.corpId);
  const total = f.principalFen + f.interestFen + f.penaltyFen;
  return issueChallenge(env.db, env.now, scopeOf(actor, l, f), [
    f.kind === 'ADVANCED_PAYMENT' ? '提前还款确认' : '主动还款确认',
    `借据编号：${l.loan_no}`,
    `订单编号：${l.order_no}`,
    `还款企业：${l.supplier_name}`,
    `还款账户：${account.accountNo}（${account.accountName}）`,
    `收款机构：${l.fi_name}`,
    `还款日：${env.businessDate}`,
    `本金：${formatFen(f.principalFen)}元`,
    `利息：${formatFen(f.interestFen)}元（计息${f.interestDays}天）`,
    `罚息：${formatFen(f.penaltyFen)}元`,
    ...(f.kind === 'ADVANCED_PAYMENT' ? ['提前还款手续费：0.00元'] : []),
    `还款合计：${formatFen(total)}元（大写：${fenToChineseCapital(total)}）`,
  ]);
}

/**
 * 确认还款 with the key: challenge, signature, the transfers (penalty → interest → principal, each FIN_REPAY from the
 * supplier's settlement account to the bank's), the loan 已结清 and the line restored if revolving, in one transaction.
 * The bank's refusal (账户余额不足…) refuses it as a whole.
 */
export function repay(env: ServiceEnv, actor: Actor, loanNo: string, payload: SignaturePayload): Promise<EdtRepay> {
  let locked: { l: RepayLoanRow; f: Figures } | undefined;
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => {
      const l = await load(tx, actor, loanNo, true);
      openLoan(l);
      const f = figures(l, env.businessDate);
      locked = { l, f };
      return scopeOf(actor, l, f);
    },
    async effect(tx, signedBy) {
      if (!locked) throw new Error('the scope ran first');
      const { l, f } = locked;
      const from = await payAccount(tx, actor.corpId);
      const bank = await accountOf(tx, l.fi_corp_id, ['SETTLEMENT']);
      if (!bank) throw refuse.rule('资金方结算账户不存在');
      const label = f.kind === 'ADVANCED_PAYMENT' ? '提前还款' : '主动还款';
      const parts = [
        ['PENALTY', f.penaltyFen],
        ['INTEREST', f.interestFen],
        ['PRINCIPAL', f.principalFen],
      ] as const;
      for (const [kind, amountFen] of parts) {
        if (amountFen <= 0n) continue;
        await SimBank.transfer(tx, {
          fromAccountId: from.accountId,
          toAccountId: bank.account_id,
          amountFen,
          purpose: 'FIN_REPAY',
          bizRef: l.loan_no,
          remark: `${label}${WATERFALL_STEP_LABELS[kind]}`,
          businessDate: env.businessDate,
          now: env.now,
        });
      }
      await addRepaid(tx, l.loan_no, { penaltyFen: f.penaltyFen, interestFen: f.interestFen, principalFen: f.principalFen });
      if (l.revolving && f.principalFen > 0n) await moveLine(tx, l.line_id, { usedFen: -f.principalFen });
      await afterRepay(tx, l.order_id, f.principalFen);
      await insertRepayment(tx, {
        loanNo: l.loan_no,
        kind: f.kind,
        principalFen: f.principalFen,
        interestFen: f.interestFen,
        penaltyFen: f.penaltyFen,
        businessDate: env.businessDate,
        userId: actor.userId,
        serial: signedBy.serialNorm,
        at: env.now,
      });
      return view(l, f, env.businessDate, from);
    },
  });
}

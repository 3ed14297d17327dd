import { fenToChineseCapital, formatFen } from '@scf/api/money';
import type { Repayment, SignaturePayload } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge, stateDigest } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { accountOf } from '../applications';
import { SimBank } from '../bank';
import { advanceRepayOriginal } from '../discount';
import { repayOriginal } from '../edt';
import { runKeySignedOperation } from '../ukey';
import { confirmPending, repaymentOf, repaymentsOf } from './repayment.repo';
import type { RepaymentRow } from './repayment.repo';
import { amountFen, businessState, repaymentView } from './repayment.view';

/** The one signed business of the reference server: a director confirms a repayment with the key (spec §7 REPAYMENT). */
const BUSINESS_TYPE = 'REPAYMENT';
const EDT_LOAN = /^LN\d{14,}$/;
const BILL_PACKAGE = /^\d{30}$/;

async function load(q: Queryable, actor: Actor, id: string, lock: boolean): Promise<RepaymentRow> {
  const row = await repaymentOf(q, actor.corpId, id, lock);
  if (!row) throw fail.notFound();
  return row;
}

const scopeOf = (actor: Actor, r: RepaymentRow): ChallengeScope => ({
  userId: actor.userId,
  roleCode: actor.role,
  businessType: BUSINESS_TYPE,
  businessIds: [r.repayment_id],
  stateDigest: stateDigest(businessState(r)),
});

export async function listRepayments(q: Queryable, actor: Actor): Promise<Repayment[]> {
  return (await repaymentsOf(q, actor.corpId)).map(repaymentView);
}

/** The text the director signs: amounts in figures and 大写, both parties and the numbers (WYSIWYS, security.md §2.6). */
export async function repaymentOriginal(env: ServiceEnv, actor: Actor, id: string): Promise<string> {
  // An e订通 loan number (LN + 14 digits) is 主动还款 of an order financing (domain-lines.md §19.7): the edt module's original.
  if (EDT_LOAN.test(id)) return repayOriginal(env, actor, id, 'REPAYMENT');
  // A bill package number (30 digits) is 垫款还款 of a 银承 paid at maturity (domain-lines.md §20.6): the discount module's.
  if (BILL_PACKAGE.test(id)) return advanceRepayOriginal(env, actor, id);
  const r = await load(env.db, actor, id, false);
  if (r.status !== 'PENDING') throw fail.badRequest('该还款已确认');
  const amount = amountFen(r);
  return issueChallenge(env.db, env.now, scopeOf(actor, r), [
    '还款确认',
    `还款编号：${r.repayment_id}`,
    `借据编号：${r.loan_no}`,
    `付款企业：${r.corp_name}`,
    `收款机构：${r.payee_name}`,
    `还款金额：${formatFen(amount)}元（大写：${fenToChineseCapital(amount)}）`,
    `到期日：${r.due_date}`,
  ]);
}

/**
 * The bank moves the repayment: the corporation's settlement (else electronic) account pays the lender's settlement
 * account. The bank's refusal (账户余额不足…) refuses the confirmation as a whole.
 */
async function payBack(tx: Queryable, env: ServiceEnv, r: RepaymentRow): Promise<void> {
  const from = await accountOf(tx, r.corp_id, ['SETTLEMENT', 'ELECTRONIC']);
  const to = await accountOf(tx, r.payee_corp_id, ['SETTLEMENT']);
  await SimBank.transfer(tx, {
    fromAccountId: from?.account_id ?? '',
    toAccountId: to?.account_id ?? '',
    amountFen: amountFen(r),
    purpose: 'FIN_REPAY',
    bizRef: r.loan_no,
    remark: `还款${r.repayment_id}`,
    businessDate: env.businessDate,
    now: env.now,
  });
}

/** Confirm with the key of the current role: challenge, signature and effect in one transaction. */
export function confirmRepayment(env: ServiceEnv, actor: Actor, id: string, payload: SignaturePayload): Promise<Repayment> {
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => scopeOf(actor, await load(tx, actor, id, true)),
    async effect(tx, signedBy) {
      if (!(await confirmPending(tx, id, { userId: actor.userId, now: env.now, serial: signedBy.serialNorm }))) throw fail.badRequest('该还款已确认');
      await payBack(tx, env, await load(tx, actor, id, false));
      return repaymentView(await load(tx, actor, id, false));
    },
  });
}

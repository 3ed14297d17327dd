import { randomBytes, randomInt } from 'node:crypto';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import { SimBank, isBankRefusal } from '../bank';
import type { BankClock } from '../bank';
import { DAILY_CAP, DEPOSIT_REMARK, DEPOSIT_VERIFY_MESSAGE as M, PLATFORM_VERIFY_ACCOUNT, TRIES, VALID_DAYS } from './deposit-verify.messages';
import { insertAttempt, latestAttempt, lockOpenAttempt, requestsOn, updateAttempt, verifiedElsewhere } from './deposit-verify.repo';
import type { AttemptPurpose, AttemptRow } from './deposit-verify.repo';

/**
 * The small-deposit verification machine (domain-lines.md §15.7), shared by 电子账户绑定 and onboarding's
 * license-account verification. Every function runs in the caller's transaction.
 */

export interface DepositTarget {
  /** The account the bank pays into (a `bank_account` row); null when the bank does not know the number. */
  accountId: string | null;
  accountNo: string;
  accountName: string;
  bankName: string;
  bankCode: string;
}

/**
 * 申请打款: refused while one is open, at the daily cap, or for an account another corporation verified; otherwise
 * the simulated bank pays 0.01–0.99 (CSPRNG) from the platform's verification account at once → PAID (3 tries,
 * 7 days), or the bank's refusal → PAY_FAILED with its reason. Returns the attempt as written.
 */
export async function requestDeposit(
  tx: Queryable,
  clock: BankClock,
  who: { corpId: string; purpose: AttemptPurpose; subjectId: string },
  target: DepositTarget,
): Promise<AttemptRow> {
  if (await lockOpenAttempt(tx, who.corpId)) throw refuse.rule(M.open);
  if ((await requestsOn(tx, who.corpId, clock.businessDate)) >= DAILY_CAP) throw refuse.rule(M.dailyCap);
  if (await verifiedElsewhere(tx, who.corpId, target.accountNo)) throw refuse.rule(M.usedElsewhere);
  const attemptId = `DVA${randomBytes(9).toString('hex').toUpperCase()}`;
  await insertAttempt(tx, { attemptId, ...who, ...target, businessDate: clock.businessDate, now: clock.now });
  const amountFen = BigInt(randomInt(1, 100));
  if (target.accountId === null) {
    await updateAttempt(tx, attemptId, { status: 'PAY_FAILED', failReason: '账户不存在' }, clock.now);
  } else {
    try {
      const paid = await SimBank.transfer(tx, {
        ...clock,
        fromAccountId: PLATFORM_VERIFY_ACCOUNT,
        toAccountId: target.accountId,
        amountFen,
        purpose: 'VERIFY',
        bizRef: attemptId,
        remark: DEPOSIT_REMARK,
      });
      const expiresOn = addDays(clock.businessDate, VALID_DAYS);
      await updateAttempt(tx, attemptId, { status: 'PAID', amountFen, triesLeft: TRIES, txnId: paid.txnId, expiresOn }, clock.now);
    } catch (e) {
      if (!isBankRefusal(e)) throw e;
      await updateAttempt(tx, attemptId, { status: 'PAY_FAILED', failReason: e.message }, clock.now);
    }
  }
  const written = await latestAttempt(tx, who.corpId, who.purpose, who.subjectId);
  if (!written) throw new Error(`attempt ${attemptId} not written`);
  return written;
}

/** What a back-fill came to: verified (the caller binds in the same transaction), or a refusal to send after commit. */
export type BackfillResult = { verified: true; attempt: AttemptRow } | { verified: false; message: string };

const AMOUNT = /^0\.(\d{2})$/;

/**
 * 回填: the typed amount against the open attempt. A badly formed amount is refused at once (nothing changes); an
 * expired attempt becomes EXPIRED, a wrong amount costs a try (the third makes it TRIES_EXCEEDED): those come back
 * as `{ verified: false }` so the caller commits the change and then refuses with the message.
 */
export async function backfill(tx: Queryable, clock: BankClock, corpId: string, subjectId: string, typed: string): Promise<BackfillResult> {
  const match = AMOUNT.exec(typed.trim());
  const fen = match ? Number(match[1]) : 0;
  if (fen < 1) throw refuse.rule(M.format);
  const open = await lockOpenAttempt(tx, corpId);
  if (!open || open.subject_id !== subjectId || open.status !== 'PAID') throw refuse.state();
  if (open.expires_on !== null && open.expires_on < clock.businessDate) {
    await updateAttempt(tx, open.attempt_id, { status: 'EXPIRED' }, clock.now);
    return { verified: false, message: M.expired };
  }
  if (BigInt(fen) === fenOf(open.amount_fen)) {
    await updateAttempt(tx, open.attempt_id, { status: 'VERIFIED' }, clock.now);
    return { verified: true, attempt: { ...open, status: 'VERIFIED' } };
  }
  const triesLeft = open.tries_left - 1;
  await updateAttempt(tx, open.attempt_id, { status: triesLeft > 0 ? 'PAID' : 'TRIES_EXCEEDED', triesLeft }, clock.now);
  return { verified: false, message: triesLeft > 0 ? M.wrong(triesLeft) : M.triesExceeded };
}

/** 更换账户 / 重新发起: the open attempt for the subject is CANCELLED (none open: nothing to do). */
export async function cancelAttempt(tx: Queryable, now: number, corpId: string, subjectId: string): Promise<void> {
  const open = await lockOpenAttempt(tx, corpId);
  if (open && open.subject_id === subjectId) await updateAttempt(tx, open.attempt_id, { status: 'CANCELLED' }, now);
}

/** The page's view of the newest attempt for a subject: state, 剩余回填次数, 有效期至, 今日剩余打款次数. */
export async function attemptView(q: Queryable, businessDate: string, corpId: string, purpose: AttemptPurpose, subjectId: string) {
  const a = await latestAttempt(q, corpId, purpose, subjectId);
  if (!a) return null;
  const expired = a.status === 'PAID' && a.expires_on !== null && a.expires_on < businessDate;
  return {
    attemptId: a.attempt_id,
    status: expired ? ('EXPIRED' as const) : a.status,
    accountNo: a.account_no,
    accountName: a.account_name,
    bankName: a.bank_name,
    triesLeft: a.tries_left,
    expiresOn: a.expires_on,
    failReason: a.fail_reason,
    todayLeft: Math.max(0, DAILY_CAP - (await requestsOn(q, corpId, businessDate))),
  };
}

/**
 * One debit run (domain-lines.md §17.4): the issuer's leaves due on D in creditNo order, each paid whole from the 还款专户
 * under its 代扣授权 or skipped (the next one is still tried); leaves go CASHING at the first attempt with one line each;
 * paid lines CASHED with receipts VOUCHER_DEBIT on both sides; at the cut-off the unpaid go OVERDUE with their reason.
 */
import { fenOf } from '../../platform/db/fen-column';
import { ROLE_CM, ROLE_DIR, ROLE_OP, messageRole, nextInSequence, ymd, yuan } from '../applications';
import type { LedgerContext } from '../applications';
import { SimBank, isBankRefusal } from '../bank';
import { cashCredits } from '../cash';
import { moveCredits } from '../credits';
import {
  claimRun,
  closeRun,
  corpName,
  insertDebitLine,
  leavesToDebit,
  lockIssuerRuns,
  markPaid,
  markSkipped,
  payeeAccountOf,
  repayAccountOf,
} from './voucher-debit.repo';
import type { DebitLeaf, RepayAccount } from './voucher-debit.repo';
import { DEBITABLE, DEBIT_FAILURE, failureOf } from './voucher-debit.rules';
import type { DebitFailure, DebitSlot } from './voucher-debit.rules';

export interface RunResult {
  runNo: string;
  paid: string[];
  skipped: { creditNo: string; code: DebitFailure }[];
  overdue: string[];
}

const nextRunNo = async (ctx: LedgerContext): Promise<string> =>
  `VDB${ymd(ctx.businessDate)}${String((await nextInSequence(ctx.tx, 'voucher_debit_seq')) % 100_000_000).padStart(8, '0')}`;

/** Why nothing can be debited from this account at all (checked before any line). */
function payerFailure(account: RepayAccount | undefined): DebitFailure | null {
  if (!account?.mandated) return 'NO_MANDATE';
  if (account.status === 'FROZEN') return 'ACCOUNT_FROZEN';
  return null;
}

/**
 * Run `slot` for (issuer, D) in the caller's transaction: null when the slot was already run. CUTOFF only fails the
 * unpaid lines (leaf OVERDUE); every other slot attempts each unpaid leaf once.
 */
export async function debitRun(ctx: LedgerContext, issuerCorpId: string, dueDate: string, slot: DebitSlot, runDate: string): Promise<RunResult | null> {
  await lockIssuerRuns(ctx.tx, issuerCorpId);
  const account = await repayAccountOf(ctx.tx, issuerCorpId, ctx.businessDate);
  const runNo = await nextRunNo(ctx);
  const claimed = await claimRun(ctx.tx, {
    runNo,
    issuerCorpId,
    dueDate,
    runDate,
    slot,
    accountId: account?.account_id ?? null,
    startedBy: ctx.actor.userId,
    at: ctx.now,
  });
  if (!claimed) return null;
  const out: RunResult = { runNo, paid: [], skipped: [], overdue: [] };
  const leaves = (await leavesToDebit(ctx.tx, issuerCorpId, dueDate)).filter((l) => l.line_status !== 'PAID');
  if (slot === 'CUTOFF') {
    await cutOff(ctx, issuerCorpId, leaves, out);
  } else {
    const blocked = payerFailure(account);
    for (const leaf of leaves) {
      const lineId = leaf.line_id ?? (await openLine(ctx, runNo, leaf));
      const amountFen = fenOf(leaf.line_amount_fen ?? leaf.owed_fen);
      const code = blocked ?? (await pay(ctx, runNo, leaf, lineId, account?.account_id ?? '', amountFen));
      if (code === null) {
        out.paid.push(leaf.credit_no);
        continue;
      }
      // On D a skipped line stays pending until the cut-off; an overdue one stays FAILED with the newer reason.
      await markSkipped(ctx.tx, lineId, code, DEBIT_FAILURE[code], false);
      out.skipped.push({ creditNo: leaf.credit_no, code });
    }
  }
  const paidFen = leaves.filter((l) => out.paid.includes(l.credit_no)).reduce((s, l) => s + fenOf(l.line_amount_fen ?? l.owed_fen), 0n);
  await closeRun(ctx.tx, runNo, { paid: out.paid.length, paidFen, skipped: out.skipped.length + out.overdue.length });
  return out;
}

/**
 * The leaf's debit line (first attempt): amount = face + buyerCharge of a funded financing (§17.3); payee by the
 * leaf's kind. The leaf goes CASHING.
 */
async function openLine(ctx: LedgerContext, runNo: string, leaf: DebitLeaf): Promise<unknown> {
  const payeeAccountId = await payeeAccountOf(ctx.tx, leaf);
  const lineId = await insertDebitLine(ctx.tx, {
    runNo,
    creditNo: leaf.credit_no,
    payeeCorpId: leaf.holder_corp_id,
    payeeKind: leaf.holder_type === 'FI' ? 'FI' : 'HOLDER',
    payeeAccountId,
    amountFen: fenOf(leaf.owed_fen),
  });
  if ((DEBITABLE as readonly string[]).includes(leaf.status))
    await moveCredits(ctx, [leaf.credit_no], 'CASH_START', { appNo: null, bizType: 'CASH' }, { comment: `支付通代扣${runNo}` });
  leaf.line_amount_fen = leaf.owed_fen;
  leaf.payee_account_id = payeeAccountId;
  return lineId;
}

/** One debit instruction: null when paid (line PAID, leaf CASHED, messages), else why nothing moved. */
async function pay(
  ctx: LedgerContext,
  runNo: string,
  leaf: DebitLeaf,
  lineId: unknown,
  fromAccountId: string,
  amountFen: bigint,
): Promise<DebitFailure | null> {
  if (!leaf.payee_account_id) return 'PAYEE_ACCOUNT_INVALID';
  let serial: string;
  try {
    const r = await SimBank.transfer(ctx.tx, {
      businessDate: ctx.businessDate,
      now: ctx.now,
      fromAccountId,
      toAccountId: leaf.payee_account_id,
      amountFen,
      purpose: 'VOUCHER_DEBIT',
      bizRef: leaf.credit_no,
      remark: `支付通代扣${runNo}`,
    });
    serial = r.bankSerial;
  } catch (e) {
    if (isBankRefusal(e)) return failureOf(e.reason);
    throw e;
  }
  if (!(await markPaid(ctx.tx, lineId, { at: ctx.now, date: ctx.businessDate, serial }))) throw new Error(`debit line of ${leaf.credit_no} was not payable`);
  await cashCredits(ctx, [leaf.credit_no], null, `支付通代扣${runNo}`);
  const text = `支付通${leaf.credit_no}到期款${yuan(amountFen)}已代扣成功，银行流水号${serial}。`;
  await messageRole(ctx, leaf.holder_corp_id, ROLE_OP, '支付通到期扣款成功', text, null);
  return null;
}

/** 17:00 of D: every unpaid line FAILED with its last reason, its leaf OVERDUE; the issuer's director, the holder and the FI told. */
async function cutOff(ctx: LedgerContext, issuerCorpId: string, leaves: readonly DebitLeaf[], out: RunResult): Promise<void> {
  const issuerName = await corpName(ctx.tx, issuerCorpId);
  for (const leaf of leaves) {
    if (leaf.status === 'OVERDUE' || leaf.line_id === null) continue;
    const [row] = await ctx.tx.query<{ fail_code: DebitFailure | null }>('SELECT fail_code FROM cash_line WHERE line_id = $1', [String(leaf.line_id)]);
    const code = row?.fail_code ?? 'INSUFFICIENT_BALANCE';
    await markSkipped(ctx.tx, leaf.line_id, code, DEBIT_FAILURE[code], true);
    await moveCredits(ctx, [leaf.credit_no], 'CASH_OVERDUE', { appNo: null, bizType: 'CASH' }, { comment: DEBIT_FAILURE[code] });
    out.overdue.push(leaf.credit_no);
    const text = `${issuerName}开立的支付通${leaf.credit_no}（${yuan(leaf.amount_fen)}）到期扣款失败：${DEBIT_FAILURE[code]}，已逾期。`;
    for (const [corp, role] of [
      [issuerCorpId, ROLE_DIR],
      [leaf.holder_corp_id, ROLE_OP],
      [leaf.fi_corp_id, ROLE_CM],
    ] as const)
      await messageRole(ctx, corp, role, '支付通到期扣款失败', text, null);
  }
}

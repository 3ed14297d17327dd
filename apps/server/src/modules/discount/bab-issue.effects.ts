import { DISCOUNT_REFUSALS } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { AppRow, LedgerContext } from '../applications';
import { SimBank } from '../bank';
import { addBillEvent, insertPackage, nextPackageNo } from './bills.repo';
import * as repo from './bab-issue.repo';
import type { BabLineRow } from './bab-issue.repo';

/**
 * The steps of a BAB_ISSUE application that move figures (domain-lines.md §20.3): at submit the acceptance line
 * freezes Σ 敞口 under its row lock (承兑额度不足), the settlement account having Σ 保证金 + Σ 手续费 available
 * (结算账户余额不足以缴存保证金); 退回, 拒绝, 撤销 and the bank's 驳回 release it; the bank's 承兑 moves and freezes
 * each margin, pays each fee, turns the frozen exposure into used and creates the packages 已承兑待交付.
 */

export const availableOf = (l: BabLineRow): bigint => fenOf(l.total_fen) - fenOf(l.used_fen) - fenOf(l.frozen_fen);

async function lockedLine(ctx: LedgerContext, app: AppRow): Promise<BabLineRow> {
  const line = await repo.lineOf(ctx.tx, app.applicant_corp_id, app.counterparty_corp_id ?? '', true);
  if (!line) throw refuse.rule(DISCOUNT_REFUSALS.lineShort);
  return line;
}

/** Available fen of an account (balance − frozen). */
const availableFen = (a: repo.AccountRow): bigint => fenOf(a.balance_fen) - fenOf(a.frozen_fen);

/** The settlement account must hold Σ 保证金 + Σ 手续费 (at submit, and again at 承兑). */
async function requireSettlement(q: Queryable, corpId: string, t: repo.LineTotals): Promise<repo.AccountRow> {
  const settle = await repo.settlementOf(q, corpId);
  if (!settle || availableFen(settle) < t.marginFen + t.feeFen) throw refuse.rule(DISCOUNT_REFUSALS.marginShort);
  return settle;
}

/** Submit (new or resubmitted): line FREEZE of Σ 敞口, refused when it does not fit or the margin cannot be paid. */
export async function freezeLine(ctx: LedgerContext, app: AppRow): Promise<void> {
  const line = await lockedLine(ctx, app);
  if (line.status !== 'ACTIVE' || ctx.businessDate < line.start_date || ctx.businessDate > line.end_date) throw refuse.limit(DISCOUNT_REFUSALS.lineShort);
  const t = repo.totalsOf(await repo.linesOf(ctx.tx, app.app_no));
  if (availableOf(line) < t.exposureFen) throw refuse.limit(DISCOUNT_REFUSALS.lineShort);
  await requireSettlement(ctx.tx, app.applicant_corp_id, t);
  await repo.moveLine(ctx.tx, line.line_id, { frozenFen: t.exposureFen, usedFen: 0n });
}

/** 退回, 拒绝, 撤销 or 驳回: line UNFREEZE of Σ 敞口. */
export async function unfreezeLine(ctx: LedgerContext, app: AppRow): Promise<void> {
  const line = await lockedLine(ctx, app);
  const t = repo.totalsOf(await repo.linesOf(ctx.tx, app.app_no));
  if (fenOf(line.frozen_fen) < t.exposureFen) throw refuse.state();
  await repo.moveLine(ctx.tx, line.line_id, { frozenFen: -t.exposureFen, usedFen: 0n });
}

/** The acceptor's 联行号, read from its settlement account (the 票据包号's digits 2–13, §14A.4). */
async function acceptorBank(q: Queryable, fiCorpId: string): Promise<repo.AccountRow> {
  const a = await repo.settlementOf(q, fiCorpId);
  if (!a || !/^\d{12}$/.test(a.bank_code)) throw refuse.rule('承兑行账户信息不完整');
  return a;
}

/**
 * 承兑 (FI PM, BAB_APPROVE), one transaction: per line the margin moved from the drawer's settlement account to its
 * 银承保证金户 and frozen there (MARGIN), the fee paid to the bank (FEE), the package created 已承兑待交付 with its one
 * range held by the payee 待签收, the line numbered with its package, and the history (出票申请, 承兑); then the line's
 * frozen exposure becomes used.
 */
export async function acceptBills(ctx: LedgerContext, app: AppRow): Promise<void> {
  const fi = app.counterparty_corp_id ?? '';
  const line = await lockedLine(ctx, app);
  const lines = await repo.linesOf(ctx.tx, app.app_no);
  const t = repo.totalsOf(lines);
  if (fenOf(line.frozen_fen) < t.exposureFen) throw refuse.state();
  const settle = await requireSettlement(ctx.tx, app.applicant_corp_id, t);
  const margin = await repo.marginAccountOf(ctx.tx, app.applicant_corp_id, fi);
  if (!margin) throw refuse.rule('出票人未开立银承保证金户');
  const bank = await acceptorBank(ctx.tx, fi);
  const clock = { businessDate: ctx.businessDate, now: ctx.now };
  const issueDate = app.business_date;
  for (const l of lines) {
    const marginFen = fenOf(l.margin_fen);
    const feeFen = fenOf(l.fee_fen);
    const amountFen = fenOf(l.amount_fen);
    const packageNo = await nextPackageNo(ctx.tx, bank.bank_code, issueDate);
    if (marginFen > 0n) {
      await SimBank.transfer(ctx.tx, {
        ...clock,
        fromAccountId: settle.account_id,
        toAccountId: margin.account_id,
        amountFen: marginFen,
        purpose: 'MARGIN',
        bizRef: l.line_no,
        remark: `银承保证金 ${packageNo}`,
      });
      await SimBank.freeze(ctx.tx, margin.account_id, marginFen);
    }
    if (feeFen > 0n)
      await SimBank.transfer(ctx.tx, {
        ...clock,
        fromAccountId: settle.account_id,
        toAccountId: bank.account_id,
        amountFen: feeFen,
        purpose: 'FEE',
        bizRef: l.line_no,
        remark: `承兑手续费 ${packageNo}`,
      });
    const rangeId = await insertPackage(
      ctx.tx,
      {
        packageNo,
        drawerCorpId: app.applicant_corp_id,
        acceptorCorpId: fi,
        payeeCorpId: l.payee_corp_id,
        amountFen,
        issueDate,
        dueDate: l.due_date,
        splittable: l.splittable,
        notTransferable: l.not_transferable,
        babAppNo: app.app_no,
        lineNo: l.line_no,
        babLineId: line.line_id,
        marginFen,
        feeFen,
        contractNo: l.contract_no,
        status: 'ACCEPTED',
      },
      l.payee_corp_id,
      'PENDING_RECEIVE',
      ctx.businessDate,
    );
    await repo.setLinePackage(ctx.tx, l.line_no, packageNo);
    const at = new Date(ctx.now).toISOString();
    await addBillEvent(ctx.tx, { packageNo, at, kind: 'ISSUE_APPLIED', label: '出票申请', corpId: app.applicant_corp_id, appNo: app.app_no, amountFen });
    await addBillEvent(ctx.tx, { packageNo, rangeId, at, kind: 'ACCEPTED', label: '承兑', corpId: fi, appNo: app.app_no, amountFen });
  }
  await repo.moveLine(ctx.tx, line.line_id, { frozenFen: -t.exposureFen, usedFen: t.exposureFen });
}

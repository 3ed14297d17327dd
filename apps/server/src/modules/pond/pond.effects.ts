import { POND_REFUSALS } from '@scf/api/contract';
import { drawdownInterestFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import { accountOf } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import { SimBank } from '../bank';
import { insertAppCredits, moveCredits } from '../credits';
import * as repo from './pond.repo';
import type { PondRow } from './pond.repo';
import { checkDrawdown, checkOut, checkTerm, figuresOf, stateOf } from './pond.rules';
import type { PondState } from './pond.rules';

/**
 * The effects of the pond flows (pond.flows.ts), each in its transition's transaction and under the pond's row lock
 * (SELECT … FOR UPDATE): the one writer of a pond, which recomputes 可用额度 after every change (§18.8 invariant 4).
 */

/** Lock the pond and read it afresh (margin balance, assets, drawdowns). */
export async function lockedState(q: Queryable, pondNo: string): Promise<PondState> {
  await repo.lockPond(q, pondNo);
  const pond = (
    await q.query<PondRow>(
      `SELECT p.*, pc.corp_name AS pledgor_name, fc.corp_name AS fi_name, m.account_no AS margin_account_no, m.balance_fen AS margin_fen
       FROM pond p JOIN corp pc ON pc.corp_id = p.pledgor_corp_id JOIN corp fc ON fc.corp_id = p.fi_corp_id
       JOIN bank_account m ON m.account_id = p.margin_account_id WHERE p.pond_no = $1`,
      [pondNo],
    )
  )[0];
  if (!pond) throw new Error(`pond ${pondNo} not found`);
  return stateOf(q, pond);
}

/** available = poolLimit − exposure, written after a change (read again under the same lock). */
export async function recompute(q: Queryable, pondNo: string, businessDate: string): Promise<void> {
  const s = await lockedState(q, pondNo);
  await repo.setAvailable(q, pondNo, figuresOf(s, businessDate).availableFen);
}

async function pondStateOfApp(ctx: LedgerContext, app: AppRow): Promise<PondState> {
  const pondNo = await repo.pondOfApp(ctx.tx, app.app_no);
  if (!pondNo) throw new Error(`${app.app_no} has no pond`);
  return lockedState(ctx.tx, pondNo);
}

// 提款 (PDD)

export async function drawdownToFi(ctx: LedgerContext, app: AppRow): Promise<void> {
  await repo.setDrawdown(ctx.tx, app.app_no, { status: 'PENDING_FI' });
}

export async function drawdownRejected(ctx: LedgerContext, app: AppRow): Promise<void> {
  await repo.setDrawdown(ctx.tx, app.app_no, { status: 'REJECTED' });
}

export async function drawdownCancelled(ctx: LedgerContext, app: AppRow): Promise<void> {
  await repo.setDrawdown(ctx.tx, app.app_no, { status: 'CANCELLED' });
}

/** The bank's 同意: the rules again under the lock, then the principal paid to the pledgor's settlement account (借据 LN…). */
export async function fundDrawdown(ctx: LedgerContext, app: AppRow): Promise<void> {
  const s = await pondStateOfApp(ctx, app);
  const d = s.drawdowns.find((x) => x.drawdown_no === app.app_no);
  if (!d || d.status !== 'PENDING_FI') throw refuse.state();
  const principal = fenOf(d.principal_fen);
  checkDrawdown(s, ctx.businessDate, principal, d.due_date, d.drawdown_no);
  const from = await accountOf(ctx.tx, s.pond.fi_corp_id, ['SETTLEMENT']);
  const to = await accountOf(ctx.tx, s.pond.pledgor_corp_id, ['SETTLEMENT']);
  if (!to) throw refuse.rule('出质人未开立结算账户');
  const loanNo = `LN${d.drawdown_no.slice(3)}`;
  const paid = await SimBank.transfer(ctx.tx, {
    fromAccountId: from?.account_id ?? '',
    toAccountId: to.account_id,
    amountFen: principal,
    purpose: 'POOL_DRAW',
    bizRef: d.drawdown_no,
    remark: `资产池提款（借据${loanNo}）`,
    businessDate: ctx.businessDate,
    now: ctx.now,
  });
  await repo.setDrawdown(ctx.tx, d.drawdown_no, { status: 'FUNDED', valueDate: ctx.businessDate, loanNo, bankSerial: paid.bankSerial });
  await recompute(ctx.tx, s.pond.pond_no, ctx.businessDate);
}

// 入池 (PIN)

/**
 * 入池 applied (入池中): each credit, HELD and free, is locked by the application (with its app_credit row) until the
 * bank decides, so that no transfer, financing or return takes it meanwhile.
 */
export async function lockForIn(ctx: LedgerContext, appNo: string, credits: ReadonlyArray<{ credit_no: string; amount_fen: unknown }>): Promise<void> {
  await moveCredits(
    ctx,
    credits.map((c) => c.credit_no),
    'POND_IN_LOCK',
    { appNo, bizType: 'POND_IN' },
  );
  await insertAppCredits(
    ctx.tx,
    appNo,
    credits.map((c) => ({ creditNo: c.credit_no, amountFen: fenOf(c.amount_fen) })),
  );
}

/** The bank confirms: each credit still HELD (locked by the application) with ≥ 30 days left becomes 已入池, its asset 在池. */
export async function poolIn(ctx: LedgerContext, app: AppRow): Promise<void> {
  const s = await pondStateOfApp(ctx, app);
  requireActiveOf(s);
  const assets = (await repo.assetsOfApp(ctx.tx, app.app_no)).filter((a) => a.status === 'PENDING_IN');
  if (assets.length === 0) throw refuse.state();
  for (const a of assets) checkTerm(a.due_date, ctx.businessDate);
  await moveCredits(
    ctx,
    assets.map((a) => a.asset_no),
    'POND_IN_DONE',
    { appNo: app.app_no, bizType: 'POND_IN' },
  );
  const moved = await repo.moveAssets(
    ctx.tx,
    assets.map((a) => a.pr_no),
    'PENDING_IN',
    'IN_POOL',
    { inDate: ctx.businessDate },
  );
  if (moved !== assets.length) throw refuse.state();
  await recompute(ctx.tx, s.pond.pond_no, ctx.businessDate);
}

const requireActiveOf = (s: PondState): void => {
  if (s.pond.status !== 'ACTIVE') throw refuse.rule(POND_REFUSALS.frozen);
};

/** 入池 refused or withdrawn: the assets 入池被拒, the credits (which never left HELD) free again. */
export async function inEnded(ctx: LedgerContext, app: AppRow): Promise<void> {
  const assets = (await repo.assetsOfApp(ctx.tx, app.app_no)).filter((a) => a.status === 'PENDING_IN');
  const held = await repo.creditsOf(
    ctx.tx,
    assets.map((a) => a.asset_no),
  );
  const mine = held.filter((c) => c.locked_by_app === app.app_no).map((c) => c.credit_no);
  if (mine.length > 0) await moveCredits(ctx, mine, 'POND_IN_END', { appNo: app.app_no, bizType: 'POND_IN' });
  await repo.moveAssets(
    ctx.tx,
    assets.map((a) => a.pr_no),
    'PENDING_IN',
    'REJECTED',
  );
}

// 出池 (POT)

/** The bank confirms: coverage tested again under the lock; the credits back to HELD, the assets 已出池. */
export async function poolOut(ctx: LedgerContext, app: AppRow): Promise<void> {
  const s = await pondStateOfApp(ctx, app);
  const assets = s.assets.filter((a) => a.out_app_no === app.app_no && a.status === 'PENDING_OUT');
  if (assets.length === 0) throw refuse.state();
  checkOut(
    s,
    ctx.businessDate,
    assets.map((a) => a.pr_no),
    false,
  );
  await moveCredits(
    ctx,
    assets.map((a) => a.asset_no),
    'POND_OUT',
    { appNo: app.app_no, bizType: 'POND_OUT' },
  );
  const moved = await repo.moveAssets(
    ctx.tx,
    assets.map((a) => a.pr_no),
    'PENDING_OUT',
    'OUT',
    { outDate: ctx.businessDate },
  );
  if (moved !== assets.length) throw refuse.state();
  await recompute(ctx.tx, s.pond.pond_no, ctx.businessDate);
}

/** 出池 refused or withdrawn: the assets 在池 again. */
export async function outEnded(ctx: LedgerContext, app: AppRow): Promise<void> {
  const assets = (await repo.assetsOfApp(ctx.tx, app.app_no)).filter((a) => a.status === 'PENDING_OUT' && a.out_app_no === app.app_no);
  await repo.moveAssets(
    ctx.tx,
    assets.map((a) => a.pr_no),
    'PENDING_OUT',
    'IN_POOL',
    { outAppNo: null },
  );
}

// 还款 (PRP)

/** The director's signature pays at once: interest to today first, then the principal, to the bank's settlement account. */
export async function repayNow(ctx: LedgerContext, app: AppRow): Promise<void> {
  const s = await pondStateOfApp(ctx, app);
  const r = await repo.repayOf(ctx.tx, app.app_no);
  if (!r) throw new Error(`${app.app_no} has no repayment row`);
  const d = s.drawdowns.find((x) => x.drawdown_no === r.drawdown_no);
  if (!d || (d.status !== 'FUNDED' && d.status !== 'OVERDUE')) throw refuse.state();
  const principal = fenOf(r.principal_fen);
  const outstanding = fenOf(d.principal_fen) - fenOf(d.repaid_principal_fen);
  if (principal > outstanding) throw refuse.rule('还款本金不能超过未结清本金');
  const interest = drawdownInterestFen({ principalFen: principal, drawRate: d.rate, valueDate: d.value_date, repayDate: ctx.businessDate });
  const fromId = r.source === 'MARGIN' ? s.pond.margin_account_id : ((await accountOf(ctx.tx, s.pond.pledgor_corp_id, ['SETTLEMENT']))?.account_id ?? '');
  const to = await accountOf(ctx.tx, s.pond.fi_corp_id, ['SETTLEMENT']);
  const paid = await SimBank.transfer(ctx.tx, {
    fromAccountId: fromId,
    toAccountId: to?.account_id ?? '',
    amountFen: principal + interest,
    purpose: 'POOL_REPAY',
    bizRef: app.app_no,
    remark: `资产池还款（借据${d.loan_no ?? d.drawdown_no}，含利息）`,
    businessDate: ctx.businessDate,
    now: ctx.now,
  });
  await repo.setRepaid(ctx.tx, app.app_no, { interestFen: interest, repayDate: ctx.businessDate, bankSerial: paid.bankSerial });
  const repaid = fenOf(d.repaid_principal_fen) + principal;
  await repo.setDrawdown(ctx.tx, d.drawdown_no, { status: repaid === fenOf(d.principal_fen) ? 'REPAID' : d.status, repaidPrincipalFen: repaid });
  await recompute(ctx.tx, s.pond.pond_no, ctx.businessDate);
}

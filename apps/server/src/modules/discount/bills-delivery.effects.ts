import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import { accountOf } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import { SimBank } from '../bank';
import { addBillEvent, moveRange, packageOf, rangesOf, setPackageStatus } from './bills.repo';
import type { PackageRow, RangeRow } from './bills.repo';
import { marginAccountOf, packageNoOfApp, releaseExposure, setRangeHolder } from './bills-delivery.repo';

/**
 * The effects of 提示收票, 票据签收 and 撤票 (domain-lines.md §20.3), each in its transition's transaction, on the whole
 * package the application names, locked FOR UPDATE; the package's open_app_no must still be this application.
 */

/** The package of the application, locked, with its live ranges (neither SPLIT nor CANCELLED). */
async function lockedPackage(ctx: LedgerContext, app: AppRow): Promise<{ p: PackageRow; live: RangeRow[] }> {
  const p = await packageOf(ctx.tx, await packageNoOfApp(ctx.tx, app.app_no), true);
  if (!p) throw refuse.state();
  const live = (await rangesOf(ctx.tx, p.package_no)).filter((r) => r.status !== 'SPLIT' && r.status !== 'CANCELLED');
  return { p, live };
}

async function ownedOpen(ctx: LedgerContext, app: AppRow): Promise<{ p: PackageRow; live: RangeRow[] }> {
  const got = await lockedPackage(ctx, app);
  if (got.p.open_app_no !== app.app_no) throw refuse.state();
  return got;
}

const event = (ctx: LedgerContext, app: AppRow, p: PackageRow, kind: string, label: string, rangeId: string | null = null) =>
  addBillEvent(ctx.tx, {
    packageNo: p.package_no,
    rangeId,
    at: new Date(ctx.now).toISOString(),
    kind,
    label,
    corpId: app.applicant_corp_id,
    appNo: app.app_no,
    amountFen: fenOf(p.amount_fen),
  });

/** An application that ends without its step (退回, 拒绝, 撤销申请): the package is free again, in the status it had. */
export async function releasePackage(ctx: LedgerContext, app: AppRow): Promise<void> {
  const { p } = await lockedPackage(ctx, app);
  if (p.open_app_no === app.app_no) await setPackageStatus(ctx.tx, p.package_no, p.status, null);
}

/** 提示收票 signed (BAB_SUBMIT): ACCEPTED → PENDING_RECEIVE; the payee's range waits for its 签收. */
export async function delivered(ctx: LedgerContext, app: AppRow): Promise<void> {
  const { p, live } = await ownedOpen(ctx, app);
  if (p.status !== 'ACCEPTED' || live.length !== 1 || live[0]?.status !== 'PENDING_RECEIVE') throw refuse.state();
  await setPackageStatus(ctx.tx, p.package_no, 'PENDING_RECEIVE', null);
  await event(ctx, app, p, 'DELIVERED', '提示收票');
}

/** 签收 (HELD, package ISSUED 已出票) or 拒收 (REFUSED 已拒收), as the payee's operator decided, signed BAB_RECEIVE. */
export async function received(ctx: LedgerContext, app: AppRow): Promise<void> {
  const { p, live } = await ownedOpen(ctx, app);
  const range = live[0];
  if (p.status !== 'PENDING_RECEIVE' || live.length !== 1 || !range) throw refuse.state();
  const accept = app.decision === 'ACCEPT';
  if (!(await moveRange(ctx.tx, range.range_id, ['PENDING_RECEIVE'], accept ? 'HELD' : 'REFUSED'))) throw refuse.state();
  if (accept && range.holder_corp_id !== p.payee_corp_id) await setRangeHolder(ctx.tx, range.range_id, p.payee_corp_id);
  await setPackageStatus(ctx.tx, p.package_no, accept ? 'ISSUED' : 'REFUSED', null);
  await event(ctx, app, p, accept ? 'RECEIVED' : 'REFUSED', accept ? '收票签收' : `拒收（${app.reason}）`, range.range_id);
}

/**
 * 撤票 signed (CONTRACT_SIGN): the package and its range CANCELLED; the margin unfrozen in the drawer's 银承保证金户 and
 * moved back to its settlement account (MARGIN receipts); the line releases the exposure (face − margin); the fee stays.
 */
export async function revoked(ctx: LedgerContext, app: AppRow): Promise<void> {
  const { p, live } = await ownedOpen(ctx, app);
  if (p.status !== 'ACCEPTED' && p.status !== 'REFUSED') throw refuse.state();
  for (const r of live) if (!(await moveRange(ctx.tx, r.range_id, ['PENDING_RECEIVE', 'REFUSED'], 'CANCELLED'))) throw refuse.state();
  const face = fenOf(p.amount_fen);
  const margin = fenOf(p.margin_fen);
  if (margin > 0n) {
    const marginAccount = await marginAccountOf(ctx.tx, p.drawer_corp_id);
    const settlement = await accountOf(ctx.tx, p.drawer_corp_id, ['SETTLEMENT']);
    if (!marginAccount || !settlement) throw refuse.rule('出票人未开立银承保证金户或结算账户');
    await SimBank.unfreeze(ctx.tx, marginAccount, margin);
    await SimBank.transfer(ctx.tx, {
      fromAccountId: marginAccount,
      toAccountId: settlement.account_id,
      amountFen: margin,
      purpose: 'MARGIN',
      bizRef: app.app_no,
      remark: `撤票退还保证金（票据包号${p.package_no}）`,
      businessDate: ctx.businessDate,
      now: ctx.now,
    });
  }
  if (p.bab_line_id && face > margin && !(await releaseExposure(ctx.tx, p.bab_line_id, face - margin))) throw refuse.state();
  await setPackageStatus(ctx.tx, p.package_no, 'CANCELLED', null);
  await event(ctx, app, p, 'CANCELLED', `撤票（${app.reason}）`);
}

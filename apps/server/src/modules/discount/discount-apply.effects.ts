import { DISCOUNT_PAYER_LABEL, DISCOUNT_REFUSALS, productPath } from '@scf/api/contract';
import { formatFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import { accountOf, moneyText, openTodo, withParam } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import { SimBank } from '../bank';
import { addBillEvent, moveRange, packageOf } from './bills.repo';
import * as repo from './discount-apply.repo';
import { figuresAt, holidayCalendar, ruleLabel } from './discount-apply.rules';

/**
 * The effects of a 贴现 application's steps (discount-apply.flows.ts): the ranges back to 持有中 when it ends unsigned,
 * the drawer's todo when its director's 同意 asks the drawer to confirm interest, and the bank's 签收 — the DVP.
 */

export const CONFIRM_PAGE = '/core/interest/confirm';
export const CONFIRM_TITLE = '买方付息待确认';

const iso = (now: number): string => new Date(now).toISOString();

/** The application's taken ranges go back to 持有中 (退回, 撤回, 驳回, the drawer's 拒绝, 撤销). */
export async function releaseRanges(ctx: LedgerContext, app: AppRow): Promise<void> {
  for (const l of await repo.linesOf(ctx.tx, app.app_no)) {
    const r = (await ctx.tx.query<{ locked_by_app: string | null }>('SELECT locked_by_app FROM bill_range WHERE range_id = $1 FOR UPDATE', [l.range_id]))[0];
    if (r?.locked_by_app !== app.app_no) continue;
    if (!(await moveRange(ctx.tx, l.range_id, ['DISCOUNTING'], 'HELD'))) throw refuse.state();
    await addBillEvent(ctx.tx, {
      packageNo: l.package_no,
      rangeId: l.range_id,
      at: iso(ctx.now),
      kind: 'DISCOUNT_RELEASED',
      label: '贴现解除锁定',
      corpId: ctx.actor.corpId,
      appNo: app.app_no,
      amountFen: fenOf(l.amount_fen),
    });
  }
  await closePayerTodo(ctx.tx, app.app_no, ctx.now);
}

/** The drawer's todo (a third party of the application: the engine's todos are the two parties'), keyed by its page. */
const confirmPath = (appNo: string): string => withParam(productPath('DISCOUNT', CONFIRM_PAGE), 'appNo', appNo);

export async function openPayerTodo(ctx: LedgerContext, app: AppRow, role: 'ROLE_OPERATOR' | 'ROLE_DIRECTOR'): Promise<void> {
  const d = await repo.discountAppOf(ctx.tx, app.app_no);
  if (!d?.payer_corp_id) return;
  await closePayerTodo(ctx.tx, app.app_no, ctx.now);
  await openTodo(ctx.tx, {
    corpId: d.payer_corp_id,
    roleCode: role,
    bizType: app.biz_type,
    title: role === 'ROLE_OPERATOR' ? CONFIRM_TITLE : '买方付息确认书待签署',
    appNo: null,
    creditNo: null,
    amountFen: fenOf(app.amount_fen),
    path: confirmPath(app.app_no),
    at: ctx.now,
    businessDate: ctx.businessDate,
  });
}

export async function closePayerTodo(q: Queryable, appNo: string, now: number): Promise<void> {
  await q.query('UPDATE todo SET done_at = $2 WHERE app_no IS NULL AND path = $1 AND done_at IS NULL', [confirmPath(appNo), now]);
}

/** The seller director's 同意 with 买方/协议付息: the drawer's operator is asked to confirm. */
export const askPayer = (ctx: LedgerContext, app: AppRow): Promise<void> => openPayerTodo(ctx, app, 'ROLE_OPERATOR');

/**
 * 签收 by the bank's product manager (§20.4, DVP in one transaction): every line's interest recomputed at the signing
 * date with the same rate; the drawer's buyer part debited from its settlement account to the bank (refused if short:
 * 出票人账户余额不足以支付买方利息); the proceeds paid from the bank to 入账账户; the taken ranges 已贴现, held by the bank.
 */
export async function settle(ctx: LedgerContext, app: AppRow): Promise<void> {
  const d = await repo.discountAppOf(ctx.tx, app.app_no);
  if (!d) throw new Error(`${app.app_no} has no discount row`);
  const lines = await repo.linesOf(ctx.tx, app.app_no);
  const holidays = await holidayCalendar(ctx.tx, ctx.businessDate);
  let proceeds = 0n;
  const buyerByDrawer = new Map<string, bigint>();
  for (const l of lines) {
    const pkg = await packageOf(ctx.tx, l.package_no, true);
    if (!pkg) throw new Error(`package ${l.package_no} missing`);
    const f = figuresAt(ctx.businessDate, pkg.due_date, fenOf(l.amount_fen), d, d.buyer_pct, holidays);
    await repo.refigureLine(ctx.tx, app.app_no, l.seq, f);
    proceeds += f.proceedsFen;
    if (f.buyerFen > 0n) buyerByDrawer.set(pkg.drawer_corp_id, (buyerByDrawer.get(pkg.drawer_corp_id) ?? 0n) + f.buyerFen);
  }
  const fiAccount = await accountOf(ctx.tx, d.fi_corp_id, ['SETTLEMENT']);
  if (!fiAccount) throw refuse.rule('贴现银行未开立结算账户');
  for (const [drawer, buyerFen] of buyerByDrawer) {
    const from = await accountOf(ctx.tx, drawer, ['SETTLEMENT']);
    if (!from || (await repo.availableFen(ctx.tx, from.account_id)) < buyerFen) throw refuse.rule(DISCOUNT_REFUSALS.buyerShort);
    await SimBank.transfer(ctx.tx, {
      fromAccountId: from.account_id,
      toAccountId: fiAccount.account_id,
      amountFen: buyerFen,
      purpose: 'DISCOUNT_PAY',
      bizRef: app.app_no,
      remark: `贴现买方付息（${app.app_no}）`,
      businessDate: ctx.businessDate,
      now: ctx.now,
    });
  }
  await SimBank.transfer(ctx.tx, {
    fromAccountId: fiAccount.account_id,
    toAccountId: d.account_id,
    amountFen: proceeds,
    purpose: 'DISCOUNT_PAY',
    bizRef: app.app_no,
    remark: `贴现放款（${app.app_no}）`,
    businessDate: ctx.businessDate,
    now: ctx.now,
  });
  for (const l of lines) {
    const moved = await ctx.tx.query<{ range_id: string }>(
      `UPDATE bill_range SET status = 'DISCOUNTED', locked_by_app = NULL, holder_corp_id = $3, version = version + 1
       WHERE range_id = $1 AND status = 'DISCOUNTING' AND locked_by_app = $2 RETURNING range_id`,
      [l.range_id, app.app_no, d.fi_corp_id],
    );
    if (moved.length !== 1) throw refuse.state();
    await addBillEvent(ctx.tx, {
      packageNo: l.package_no,
      rangeId: l.range_id,
      at: iso(ctx.now),
      kind: 'DISCOUNTED',
      label: '贴现签收',
      corpId: d.fi_corp_id,
      appNo: app.app_no,
      amountFen: fenOf(l.amount_fen),
    });
  }
  await repo.setReceivedOn(ctx.tx, app.app_no, ctx.businessDate);
}

/** The lines every discount original shows: the bank, the rate and rule, the payer split, each bill and the totals. */
export async function discountLines(q: Queryable, app: AppRow, what: 'apply' | 'receive' | 'revoke' | 'payer'): Promise<string[]> {
  const d = await repo.discountAppOf(q, app.app_no);
  if (!d) throw new Error(`${app.app_no} has no discount row`);
  const lines = await repo.linesOf(q, app.app_no);
  const sum = (k: 'amount_fen' | 'interest_fen' | 'buyer_fen' | 'seller_fen' | 'proceeds_fen') => lines.reduce((s, l) => s + fenOf(l[k]), 0n);
  const head = [
    `贴现申请人：${d.seller_name}`,
    `贴现银行：${d.fi_name}`,
    `贴现利率：${d.annual_rate}（${ruleLabel(d.deferral_rule)}，按${360}天计息）`,
    `付息方式：${DISCOUNT_PAYER_LABEL[d.payer]}${d.payer === 'AGREED' ? `（买方付息比例${d.buyer_pct}%）` : ''}`,
  ];
  const bills = lines.map(
    (l) =>
      `票据包号${l.package_no} 贴现金额${formatFen(fenOf(l.amount_fen))}元 计息到期日${l.gale_date} 计息天数${l.days} 贴现利息${formatFen(fenOf(l.interest_fen))}元 买方付息${formatFen(
        fenOf(l.buyer_fen),
      )}元 实付金额${formatFen(fenOf(l.proceeds_fen))}元`,
  );
  const totals = [`贴现金额合计：${moneyText(sum('amount_fen'))}`, `贴现利息合计：${moneyText(sum('interest_fen'))}`];
  if (what === 'payer')
    return [
      '文件：《买方付息确认书》',
      ...head,
      ...bills,
      ...totals,
      `买方付息合计：${moneyText(sum('buyer_fen'))}`,
      '出票人同意于银行签收时从结算账户支付上述买方付息',
    ];
  const tail = what === 'receive' ? ['计息日：签收当日（利率不变，按签收日重新计息）'] : what === 'revoke' ? ['撤回本次贴现申请，票据恢复持有中'] : [];
  return [...head, ...bills, ...totals, `买方付息合计：${moneyText(sum('buyer_fen'))}`, `实付金额合计：${moneyText(sum('proceeds_fen'))}`, ...tail];
}

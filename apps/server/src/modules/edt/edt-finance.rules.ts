import { calendarDaysBetween, orderFinanceCapFen, orderFinanceRefusal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import { liveAccess } from './edt-access.repo';
import { activeLine } from './edt-line.repo';
import type { LineRow } from './edt-line.repo';
import { orderTakenFen } from './edt-finance.repo';
import type { OrderRow } from './edt-order.repo';

/** The refusals of §19.8 for a financing, verbatim. */
export const FINANCE_REFUSAL = {
  noAccess: '请先完成e订通准入',
  accessExpired: '准入已过期，请重新签约',
  notConfirmed: '订单尚未确认，不能申请融资',
  paymentPassed: '订单已过约定付款日，不能申请融资',
  dueAfterPayment: '融资到期日不能晚于约定付款日',
  inProcess: '该订单已有处理中的融资申请',
} as const;

/** The supplier's access with the order's core (准入成功 and in force) and the line it finances on, locked when asked. */
export async function financingLine(q: Queryable, order: OrderRow, today: string, lock: boolean): Promise<LineRow> {
  const access = await liveAccess(q, { supplierCorpId: order.supplier_corp_id, coreCorpId: order.core_corp_id, fiCorpId: null }, false);
  if (!access || access.status !== 'APPROVED') throw refuse.rule(FINANCE_REFUSAL.noAccess);
  if ((access.valid_to ?? '') < today) throw refuse.rule(FINANCE_REFUSAL.accessExpired);
  const which = { supplierCorpId: order.supplier_corp_id, coreCorpId: order.core_corp_id, fiCorpId: access.fi_corp_id, on: today };
  const line = await activeLine(q, which);
  if (!line) throw refuse.limit('授信额度不足，当前可用额度为0.00元');
  if (!lock) return line;
  // Locked, then read again: the figures the rules check are the ones no other writer can change until this commits.
  await q.query('SELECT line_id FROM edt_line WHERE line_id = $1 FOR UPDATE', [line.line_id]);
  return (await activeLine(q, which)) ?? line;
}

const availableOf = (l: LineRow): bigint => fenOf(l.total_fen) - fenOf(l.used_fen) - fenOf(l.frozen_fen);

/** 可融资上限 of an order now (§19.6): min(round2(确认金额 × ratio) − what its financings take, line available). */
export async function capOf(q: Queryable, order: OrderRow, line: LineRow): Promise<{ capFen: bigint; input: Parameters<typeof orderFinanceCapFen>[0] }> {
  const input = {
    confirmedAmountFen: fenOf(order.confirmed_fen),
    maxRatio: line.max_ratio,
    openPrincipalFen: await orderTakenFen(q, order.order_id),
    lineAvailableFen: availableOf(line),
  };
  return { capFen: orderFinanceCapFen(input), input };
}

/**
 * The rules of a financing of `amountFen` to `dueDate` on an order (§19.5, §19.6, §19.8): the order 已确认 (or 已融资 with
 * room left) and before its 约定付款日, the due date not after it nor after the line's end, 1 to 单笔最长期限 days, and the
 * amount within the cap (the line's available or the order's own room, whichever binds).
 */
export async function checkFinance(q: Queryable, p: { order: OrderRow; line: LineRow; amountFen: bigint; dueDate: string; today: string }): Promise<void> {
  const { order, line } = p;
  if (order.status !== 'CONFIRMED' && order.status !== 'FINANCED')
    throw refuse.rule(order.status === 'FINANCING' ? FINANCE_REFUSAL.inProcess : FINANCE_REFUSAL.notConfirmed);
  if (order.payment_date <= p.today) throw refuse.rule(FINANCE_REFUSAL.paymentPassed);
  if (p.dueDate > order.payment_date) throw refuse.rule(FINANCE_REFUSAL.dueAfterPayment);
  if (p.dueDate > line.end_date) throw refuse.rule('融资到期日不能晚于授信到期日');
  const days = calendarDaysBetween(p.today, p.dueDate);
  if (days < 1 || days > line.max_days) throw refuse.rule(`融资期限须为1至${line.max_days}天`);
  const { input } = await capOf(q, order, line);
  const refusal = orderFinanceRefusal({ ...input, amountFen: p.amountFen });
  if (refusal) throw refusal.startsWith('授信额度不足') ? refuse.limit(refusal) : refuse.rule(refusal);
}

import { HOLIDAY_REGION } from '@scf/api/contract';
import type { EdtOrderImportLine } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { addDays } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import { isWorkingDay } from '../reference';
import { lineBanksOf } from './edt-line.repo';

/** The refusals of §19.8 this part uses, verbatim. */
export const EDT_REFUSAL = {
  duplicateOrderNo: '同一核心企业订单编号不能重复',
  collectAccount: '回款账户须为贵企业在该资金方开立的e订通回款专户',
  paymentWorkingDay: '约定付款日须为工作日',
  notOpened: '未开通e订通业务或未获得业务权限',
  accessExists: '已存在有效的准入申请',
} as const;

/** The earliest 约定付款日 a confirmation may set: today + 7 (§19.4). */
export const CONFIRM_MIN_DAYS = 7;

/**
 * The 回款账户 of a confirmation (§19.4, §19.8): the supplier's own ACTIVE `EDT_COLLECT` account, supervised by a bank
 * at which the supplier holds an ACTIVE e订通 line with this core. Checked at 确认 and again when the director signs.
 */
export async function checkCollectAccount(q: Queryable, p: { supplierCorpId: string; coreCorpId: string; accountId: string; on: string }): Promise<void> {
  const banks = await lineBanksOf(q, p.supplierCorpId, p.coreCorpId, p.on);
  const [account] = await q.query<{ controller_corp_id: string | null }>(
    `SELECT controller_corp_id FROM bank_account
      WHERE account_id = $1 AND corp_id = $2 AND account_type = 'SPECIAL' AND purpose = 'EDT_COLLECT' AND status = 'ACTIVE'`,
    [p.accountId, p.supplierCorpId],
  );
  if (!account?.controller_corp_id || !banks.includes(account.controller_corp_id)) throw refuse.rule(EDT_REFUSAL.collectAccount);
}

/** 确认金额 ≤ 订单金额; 约定付款日 a working day, at least today + 7. */
export async function checkConfirmFigures(q: Queryable, p: { confirmedFen: bigint; orderFen: bigint; paymentDate: string; today: string }): Promise<void> {
  if (p.confirmedFen <= 0n) throw refuse.rule('确认金额须大于0');
  if (p.confirmedFen > p.orderFen) throw refuse.rule('确认金额不能超过订单金额');
  if (p.paymentDate < addDays(p.today, CONFIRM_MIN_DAYS)) throw refuse.rule(`约定付款日须不早于${addDays(p.today, CONFIRM_MIN_DAYS)}`);
  if (!(await isWorkingDay(q, HOLIDAY_REGION, p.paymentDate))) throw refuse.rule(EDT_REFUSAL.paymentWorkingDay);
}

/** Why one ERP line cannot be an order, before the database is asked (null: it can). */
export function lineProblem(line: EdtOrderImportLine): string | null {
  const amount = parseFen(line.amount);
  if (amount <= 0n) return '订单金额须大于0';
  const items = line.items.reduce((s, it) => s + parseFen(it.amount), 0n);
  if (items !== amount) return '商品明细金额合计须等于订单金额';
  if (line.deliveryDate < line.orderDate) return '约定交货日期不能早于下单日期';
  if (line.paymentDate < line.orderDate) return '约定付款日不能早于下单日期';
  return null;
}

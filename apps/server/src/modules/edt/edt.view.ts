import type { EdtAccess, EdtLine, EdtOrder } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import type { AccessRow } from './edt-access.repo';
import type { LineRow } from './edt-line.repo';
import type { ItemRow, OrderRow } from './edt-order.repo';

const ref = (corpId: string, corpName: string) => ({ corpId, corpName });

/** An approved access past its validity reads 已过期 before the 00:05 job writes it so. */
const statusOn = (a: AccessRow, today: string): AccessRow['status'] =>
  a.status === 'APPROVED' && a.valid_to !== null && a.valid_to < today ? 'EXPIRED' : a.status;

export const accessView = (a: AccessRow, today: string): EdtAccess => ({
  appNo: a.app_no,
  supplier: ref(a.supplier_corp_id, a.supplier_name),
  core: ref(a.core_corp_id, a.core_name),
  fi: ref(a.fi_corp_id, a.fi_name),
  status: statusOn(a, today),
  tradeAmount: yuanOf(a.trade_fen),
  yearsInBusiness: a.years_in_business,
  contactName: a.contact_name,
  contactPhone: a.contact_phone,
  collectAccount:
    a.collect_account_id && a.collect_account_no
      ? { accountId: a.collect_account_id, accountNo: a.collect_account_no, accountName: a.collect_account_name ?? '' }
      : null,
  appliedOn: a.applied_on,
  approvedOn: a.approved_on,
  validTo: a.valid_to,
});

/** 可用 = 授信额度 − 已用 − 冻结. */
export const lineView = (l: LineRow): EdtLine => ({
  lineId: l.line_id,
  supplier: ref(l.corp_id, l.corp_name),
  core: ref(l.core_corp_id, l.core_name),
  fi: ref(l.fi_corp_id, l.fi_name),
  total: yuanOf(l.total_fen),
  used: yuanOf(l.used_fen),
  frozen: yuanOf(l.frozen_fen),
  available: fenToDecimal(fenOf(l.total_fen) - fenOf(l.used_fen) - fenOf(l.frozen_fen)),
  startDate: l.start_date,
  endDate: l.end_date,
  revolving: l.revolving,
  maxRatio: l.max_ratio,
  annualRate: l.annual_rate,
  dayBasis: l.day_basis === 365 ? 365 : 360,
  feeRate: l.fee_rate,
  graceDays: l.grace_days,
  penaltyRate: l.penalty_rate,
  maxDays: l.max_days,
  status: l.status,
});

export const orderView = (o: OrderRow, items: readonly ItemRow[]): EdtOrder => ({
  orderId: o.order_id,
  orderNo: o.order_no,
  core: ref(o.core_corp_id, o.core_name),
  supplier: ref(o.supplier_corp_id, o.supplier_name),
  amount: yuanOf(o.amount_fen),
  orderDate: o.order_date,
  deliveryDate: o.delivery_date,
  paymentDate: o.payment_date,
  settlement: o.settlement,
  source: o.source,
  status: o.status,
  confirmedAmount: o.confirmed_fen === null || o.confirmed_fen === undefined ? null : yuanOf(o.confirmed_fen),
  collectAccount:
    o.collect_account_id && o.collect_account_no
      ? { accountId: o.collect_account_id, accountNo: o.collect_account_no, accountName: o.collect_account_name ?? '' }
      : null,
  confirmAppNo: o.confirm_app_no,
  financedAmount: yuanOf(o.financed_fen),
  financingBalance: yuanOf(o.balance_fen),
  items: items.map((i) => ({ name: i.name, spec: i.spec, quantity: i.quantity, unitPrice: yuanOf(i.unit_fen), amount: yuanOf(i.amount_fen) })),
});

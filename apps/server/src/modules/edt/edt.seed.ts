import type { Queryable } from '../../platform/db/db';
import { insertApp, insertFlows, seededAppSteps, staffByCorpRole, updateAppStatus, ymd } from '../applications';
import { addDays } from '../../platform/business-date';
import { insertAccess, setAccessStatus } from './edt-access.repo';
import { insertLine } from './edt-line.repo';
import type { NewOrder } from './edt-order.repo';
import { insertOrders, nextOrderIds } from './edt-order.repo';
import { accessValidTo } from './edt.flows';

/** domain.md §13's example business date: the demo's dates are written relative to it. */
const REFERENCE = Date.parse('2025-06-16T00:00:00Z');
const rel = (businessDate: string, domainDate: string): string =>
  addDays(businessDate, Math.round((Date.parse(`${domainDate}T00:00:00Z`) - REFERENCE) / 86_400_000));
const y = (yuan: number): bigint => BigInt(Math.round(yuan * 100));

const userId = async (q: Queryable, userName: string): Promise<string> => {
  const [u] = await q.query<{ user_id: string }>('SELECT user_id FROM app_user WHERE user_name = $1', [userName]);
  if (!u) throw new Error(`seed user ${userName} is missing`);
  return u.user_id;
};

interface SeedOrder {
  orderNo: string;
  amount: number;
  orderDate: string;
  deliveryDate: string;
  paymentDate: string;
  source: NewOrder['source'];
  status: NewOrder['status'];
  item: { name: string; spec: string; quantity: string; unit: number };
  /** Confirmed orders: 确认金额 (the whole order) and 回款账户 A-S1-EDT; financed: the loan's principal. */
  confirmed?: boolean;
  financed?: number;
}

/** §13.11's orders of C1 with S1 (the dates of §13 moved with the business date). */
const ORDERS: readonly SeedOrder[] = [
  {
    orderNo: 'PO-2025-001',
    amount: 300_000,
    orderDate: '2025-06-10',
    deliveryDate: '2025-08-15',
    paymentDate: '2025-09-15',
    source: 'CORE_PUSH',
    status: 'CONFIRMED',
    item: { name: '精密锻件', spec: 'ZG-35CrMo φ420', quantity: '600', unit: 500 },
    confirmed: true,
  },
  {
    orderNo: 'PO-2025-002',
    amount: 180_000,
    orderDate: '2025-06-13',
    deliveryDate: '2025-09-12',
    paymentDate: '2025-10-15',
    source: 'SUPPLIER_UPLOAD',
    status: 'UNCONFIRMED',
    item: { name: '齿轮锻坯', spec: '20CrMnTi', quantity: '1200', unit: 150 },
  },
  {
    orderNo: 'PO-2025-003',
    amount: 500_000,
    orderDate: '2025-05-08',
    deliveryDate: '2025-07-15',
    paymentDate: '2025-08-15',
    source: 'CORE_PUSH',
    status: 'FINANCED',
    item: { name: '回转支承锻环', spec: '42CrMo φ1250', quantity: '100', unit: 5000 },
    confirmed: true,
    financed: 350_000,
  },
  {
    orderNo: 'PO-2025-004',
    amount: 250_000,
    orderDate: '2025-06-03',
    deliveryDate: '2025-07-31',
    paymentDate: '2025-08-29',
    source: 'CORE_PUSH',
    status: 'FINANCING',
    item: { name: '履带销轴', spec: '40Cr φ60', quantity: '5000', unit: 50 },
    confirmed: true,
  },
];

/**
 * The demo's e订通 (domain-lines.md §13.11): S1's access with C1 at F1 (准入成功 2025-03-03, valid a year), F1's line LE1
 * (2 000 000.00, used 350 000.00 by PO-2025-003's loan, 175 000.00 frozen by EFA…01 on PO-2025-004: available
 * 1 475 000.00), S1's 回款专户 A-S1-EDT under F1's supervision, and the four orders. The loan and the EFA application
 * themselves belong to the financing part (§19.5), not built yet: the orders and the line carry their figures.
 */
export async function seedEdt(tx: Queryable, businessDate: string): Promise<void> {
  const d = (domainDate: string) => rel(businessDate, domainDate);
  const approvedOn = d('2025-03-03');
  const appNo = `EAC${ymd(approvedOn)}000001`;
  const [s1Op, s1Dir] = [await userId(tx, 's1_op'), await userId(tx, 's1_dir')];
  const at = Date.parse(`${approvedOn}T02:00:00Z`);
  const seeded = {
    bizType: 'EDT_ACCESS',
    status: 'COMPLETED',
    businessDate: approvedOn,
    applicantCorpId: 'S1',
    counterpartyCorpId: 'F1',
    amountFen: 0n,
    creator: s1Op,
    approver: s1Dir,
  } as const;
  await insertApp(
    tx,
    {
      appNo,
      bizType: 'EDT_ACCESS',
      productType: 'EDT',
      applicantCorpId: 'S1',
      counterpartyCorpId: 'F1',
      issuerCorpId: null,
      lineId: null,
      subLimitId: null,
      amountFen: 0n,
      decision: 'ACCEPT',
      reason: '',
      comment: '',
      creatorUserId: s1Op,
      deciderUserId: null,
      businessDate: approvedOn,
      at,
    },
    'COMPLETED',
  );
  await updateAppStatus(tx, appNo, 'COMPLETED', { to: 'COMPLETED', at, approverUserId: s1Dir });
  await insertFlows(tx, seededAppSteps(seeded, appNo, at, await staffByCorpRole(tx)));
  await tx.query("UPDATE bank_account SET controller_corp_id = 'F1' WHERE account_id = 'A-S1-EDT'");
  await insertAccess(tx, {
    appNo,
    supplierCorpId: 'S1',
    coreCorpId: 'C1',
    fiCorpId: 'F1',
    tradeFen: y(3_600_000),
    yearsInBusiness: 12,
    contactName: '周杰',
    contactPhone: '13900001101',
    statementFileIds: [],
    collectAccountId: 'A-S1-EDT',
    appliedOn: d('2025-02-27'),
  });
  await setAccessStatus(tx, appNo, 'APPROVED', { on: approvedOn, validTo: accessValidTo(approvedOn) });
  await insertLine(tx, {
    lineId: 'LE1',
    fiCorpId: 'F1',
    corpId: 'S1',
    coreCorpId: 'C1',
    accessAppNo: appNo,
    totalFen: y(2_000_000),
    usedFen: y(350_000),
    frozenFen: y(175_000),
    revolving: true,
    startDate: d('2025-03-05'),
    endDate: d('2026-03-04'),
    maxRatio: '70%',
    annualRate: '3.80%',
    feeRate: '0.10%',
    graceDays: 3,
    penaltyRate: '5.70%',
    maxDays: 180,
    status: 'ACTIVE',
  });
  const ids = await nextOrderIds(tx, businessDate, ORDERS.length);
  const orders: NewOrder[] = ORDERS.map((o, i) => ({
    orderId: ids[i] ?? '',
    orderNo: o.orderNo,
    coreCorpId: 'C1',
    supplierCorpId: 'S1',
    amountFen: y(o.amount),
    orderDate: d(o.orderDate),
    deliveryDate: d(o.deliveryDate),
    paymentDate: d(o.paymentDate),
    settlement: 'CREDIT_SALE',
    source: o.source,
    // Written 待确认, then given their confirmation below (the table's check wants the figures from 确认中 on).
    status: 'UNCONFIRMED',
    createdAt: Date.parse(`${d(o.orderDate)}T02:00:00Z`),
    items: [{ name: o.item.name, spec: o.item.spec, quantity: o.item.quantity, unitFen: y(o.item.unit), amountFen: y(o.amount) }],
  }));
  await insertOrders(tx, orders);
  for (const [i, o] of ORDERS.entries()) {
    if (!o.confirmed) continue;
    await tx.query(
      `UPDATE edt_order SET status = $2, confirmed_fen = amount_fen, collect_account_id = 'A-S1-EDT', financed_fen = $3, balance_fen = $3
        WHERE order_id = $1`,
      [orders[i]?.orderId, o.status, y(o.financed ?? 0).toString()],
    );
  }
}

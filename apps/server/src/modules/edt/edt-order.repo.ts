import type { EdtOrderSource, EdtOrderStatus, EdtSettlement } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { serialOf } from '../../platform/db/serial-number';

export interface OrderRow {
  order_id: string;
  order_no: string;
  core_corp_id: string;
  core_name: string;
  supplier_corp_id: string;
  supplier_name: string;
  amount_fen: unknown;
  order_date: string;
  delivery_date: string;
  payment_date: string;
  settlement: EdtSettlement;
  source: EdtOrderSource;
  status: EdtOrderStatus;
  confirmed_fen: unknown;
  collect_account_id: string | null;
  collect_account_no: string | null;
  collect_account_name: string | null;
  confirm_app_no: string | null;
  financed_fen: unknown;
  balance_fen: unknown;
  version: number;
}

export interface ItemRow {
  order_id: string;
  line_no: number;
  name: string;
  spec: string;
  quantity: string;
  unit_fen: unknown;
  amount_fen: unknown;
}

const ORDER_SELECT = `SELECT o.order_id, o.order_no, o.core_corp_id, c.corp_name AS core_name, o.supplier_corp_id, s.corp_name AS supplier_name,
    o.amount_fen, o.order_date, o.delivery_date, o.payment_date, o.settlement, o.source, o.status, o.confirmed_fen, o.collect_account_id,
    b.account_no AS collect_account_no, b.account_name AS collect_account_name, o.confirm_app_no, o.financed_fen, o.balance_fen, o.version
  FROM edt_order o
  JOIN corp c ON c.corp_id = o.core_corp_id
  JOIN corp s ON s.corp_id = o.supplier_corp_id
  LEFT JOIN bank_account b ON b.account_id = o.collect_account_id`;

/**
 * Who reads an order: its core, its supplier, and a bank that has a financing on it (订单综合查询 of the bank's staff,
 * domain-lines.md §19.8) — the bank sees no order of its customers it was not asked to finance.
 */
const READABLE = `($1 IN (o.core_corp_id, o.supplier_corp_id)
    OR EXISTS (SELECT 1 FROM edt_finance f JOIN edt_line fl ON fl.line_id = f.line_id WHERE f.order_id = o.order_id AND fl.fi_corp_id = $1))`;

/** The orders a corporation reads (core, supplier or financing bank), by status and order number or a party's name. */
export function ordersOf(q: Queryable, corpId: string, f: { status?: EdtOrderStatus | undefined; keyword?: string | undefined }): Promise<OrderRow[]> {
  const params: unknown[] = [corpId];
  let where = READABLE;
  if (f.status) {
    params.push(f.status);
    where += ` AND o.status = $${params.length}`;
  }
  if (f.keyword) {
    params.push(`%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where += ` AND (o.order_no LIKE $${params.length} OR c.corp_name LIKE $${params.length} OR s.corp_name LIKE $${params.length})`;
  }
  return q.query<OrderRow>(`${ORDER_SELECT} WHERE ${where} ORDER BY o.order_date DESC, o.order_id DESC LIMIT 500`, params);
}

/** One order of a corporation (core or supplier); locked when asked (the one writer of an order, §14A.2). */
/** One order as its readers read it (core, supplier or financing bank); writers use `orderOf`. */
export const readableOrderOf = async (q: Queryable, corpId: string, orderId: string): Promise<OrderRow | undefined> =>
  (await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.order_id = $2 AND ${READABLE}`, [corpId, orderId]))[0];

export async function orderOf(q: Queryable, corpId: string, orderId: string, lock: boolean): Promise<OrderRow | undefined> {
  if (lock) await q.query('SELECT order_id FROM edt_order WHERE order_id = $1 FOR UPDATE', [orderId]);
  return (await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.order_id = $2 AND $1 IN (o.core_corp_id, o.supplier_corp_id)`, [corpId, orderId]))[0];
}

export const itemsOf = (q: Queryable, orderIds: readonly string[]): Promise<ItemRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : q.query<ItemRow>('SELECT * FROM edt_order_item WHERE order_id = ANY($1::text[]) ORDER BY order_id, line_no', [orderIds]);

/** The order numbers among `orderNos` a core already has (同一核心企业订单编号不能重复). */
export async function existingOrderNos(q: Queryable, coreCorpId: string, orderNos: readonly string[]): Promise<Set<string>> {
  if (orderNos.length === 0) return new Set();
  const rows = await q.query<{ order_no: string }>('SELECT order_no FROM edt_order WHERE core_corp_id = $1 AND order_no = ANY($2::text[])', [
    coreCorpId,
    orderNos,
  ]);
  return new Set(rows.map((r) => r.order_no));
}

/** The corporations among these USCCs, by USCC: id, type and name. */
export async function corpsByUscc(q: Queryable, usccs: readonly string[]): Promise<Map<string, { corp_id: string; corp_type: string }>> {
  if (usccs.length === 0) return new Map();
  const rows = await q.query<{ uscc: string; corp_id: string; corp_type: string }>('SELECT uscc, corp_id, corp_type FROM corp WHERE uscc = ANY($1::text[])', [
    usccs,
  ]);
  return new Map(rows.map((r) => [r.uscc, { corp_id: r.corp_id, corp_type: r.corp_type }]));
}

export interface NewOrder {
  orderId: string;
  orderNo: string;
  coreCorpId: string;
  supplierCorpId: string;
  amountFen: bigint;
  orderDate: string;
  deliveryDate: string;
  paymentDate: string;
  settlement: EdtSettlement;
  source: EdtOrderSource;
  status: EdtOrderStatus;
  createdAt: number;
  items: ReadonlyArray<{ name: string; spec: string; quantity: string; unitFen: bigint; amountFen: bigint }>;
}

const orderIdOf = (businessDate: string, seq: number): string => serialOf('EO', businessDate, seq);

/** `n` order ids in one round trip (a batch import). */
export async function nextOrderIds(q: Queryable, businessDate: string, n: number): Promise<string[]> {
  if (n === 0) return [];
  const rows = await q.query<{ n: unknown }>("SELECT nextval('edt_order_seq') AS n FROM generate_series(1, $1::int) ORDER BY 1", [n]);
  return rows.map((r) => orderIdOf(businessDate, Number(r.n)));
}

/**
 * Orders and their goods in two multi-row statements (unnest of arrays): a batch of 10 000 lines is two round trips,
 * not 10 000. An order number the core already has is skipped (ON CONFLICT) and comes back absent from the result.
 */
export async function insertOrders(q: Queryable, orders: readonly NewOrder[]): Promise<Set<string>> {
  if (orders.length === 0) return new Set();
  const col = <T>(f: (o: NewOrder) => T): T[] => orders.map(f);
  const inserted = await q.query<{ order_id: string }>(
    `INSERT INTO edt_order (order_id, order_no, core_corp_id, supplier_corp_id, amount_fen, order_date, delivery_date, payment_date, settlement, source,
       status, created_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
       $11::text[], $12::bigint[])
     ON CONFLICT (core_corp_id, order_no) DO NOTHING
     RETURNING order_id`,
    [
      col((o) => o.orderId),
      col((o) => o.orderNo),
      col((o) => o.coreCorpId),
      col((o) => o.supplierCorpId),
      col((o) => o.amountFen.toString()),
      col((o) => o.orderDate),
      col((o) => o.deliveryDate),
      col((o) => o.paymentDate),
      col((o) => o.settlement),
      col((o) => o.source),
      col((o) => o.status),
      col((o) => String(o.createdAt)),
    ],
  );
  const ids = new Set(inserted.map((r) => r.order_id));
  const items = orders.filter((o) => ids.has(o.orderId)).flatMap((o) => o.items.map((it, i) => ({ orderId: o.orderId, lineNo: i + 1, ...it })));
  if (items.length > 0) {
    await q.query(
      `INSERT INTO edt_order_item (order_id, line_no, name, spec, quantity, unit_fen, amount_fen)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[])`,
      [
        items.map((i) => i.orderId),
        items.map((i) => i.lineNo),
        items.map((i) => i.name),
        items.map((i) => i.spec),
        items.map((i) => i.quantity),
        items.map((i) => i.unitFen.toString()),
        items.map((i) => i.amountFen.toString()),
      ],
    );
  }
  return ids;
}

/** The order's confirmation figures and status, written only from the status it was read in (a race loses: STATE_CONFLICT). */
export async function updateOrder(
  q: Queryable,
  orderId: string,
  from: EdtOrderStatus,
  set: {
    status: EdtOrderStatus;
    confirmedFen?: bigint | null;
    paymentDate?: string;
    collectAccountId?: string | null;
    confirmAppNo?: string | null;
    rejectReason?: string;
  },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE edt_order SET status = $3,
        confirmed_fen = CASE WHEN $4 THEN $5::bigint ELSE confirmed_fen END,
        payment_date = COALESCE($6, payment_date),
        collect_account_id = CASE WHEN $7 THEN $8 ELSE collect_account_id END,
        confirm_app_no = CASE WHEN $9 THEN $10 ELSE confirm_app_no END,
        reject_reason = COALESCE($11, reject_reason),
        version = version + 1
      WHERE order_id = $1 AND status = $2 RETURNING order_id`,
    [
      orderId,
      from,
      set.status,
      set.confirmedFen !== undefined,
      set.confirmedFen === undefined || set.confirmedFen === null ? null : set.confirmedFen.toString(),
      set.paymentDate ?? null,
      set.collectAccountId !== undefined,
      set.collectAccountId ?? null,
      set.confirmAppNo !== undefined,
      set.confirmAppNo ?? null,
      set.rejectReason ?? null,
    ],
  );
  return rows.length === 1;
}

export interface ConfirmRequest {
  app_no: string;
  order_id: string;
  confirmed_fen: unknown;
  payment_date: string;
  collect_account_id: string;
}

export async function insertConfirmRequest(
  q: Queryable,
  r: { appNo: string; orderId: string; confirmedFen: bigint; paymentDate: string; collectAccountId: string },
): Promise<void> {
  await q.query('INSERT INTO edt_order_confirm (app_no, order_id, confirmed_fen, payment_date, collect_account_id) VALUES ($1, $2, $3, $4, $5)', [
    r.appNo,
    r.orderId,
    r.confirmedFen.toString(),
    r.paymentDate,
    r.collectAccountId,
  ]);
}

export const confirmRequestOf = async (q: Queryable, appNo: string): Promise<ConfirmRequest | undefined> =>
  (await q.query<ConfirmRequest>('SELECT * FROM edt_order_confirm WHERE app_no = $1', [appNo]))[0];

/** 00:05: an unconfirmed or confirmed order with no loan whose 约定付款日 has passed expires (§19.4). */
export async function expireOrders(q: Queryable, businessDate: string): Promise<number> {
  return (
    await q.query(
      "UPDATE edt_order SET status = 'EXPIRED', version = version + 1 WHERE status IN ('UNCONFIRMED', 'CONFIRMED') AND payment_date < $1 RETURNING order_id",
      [businessDate],
    )
  ).length;
}

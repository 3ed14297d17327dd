import { edtOrderConfirmSchema, edtOrderImportSchema, edtOrderQuerySchema, edtOrderRejectSchema } from '@scf/api/contract';
import type {
  ApplicationDetail,
  EdtOrder,
  EdtOrderConfirmInput,
  EdtOrderImportInput,
  EdtOrderImportResult,
  EdtOrderQuery,
  EdtOrderRejectInput,
} from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, createApp, detailOf, inLedger, newApp, nextAppNo } from '../applications';
import type { ItemRow, NewOrder, OrderRow } from './edt-order.repo';
import {
  corpsByUscc,
  existingOrderNos,
  insertConfirmRequest,
  insertOrders,
  itemsOf,
  nextOrderIds,
  orderOf,
  ordersOf,
  readableOrderOf,
  updateOrder,
} from './edt-order.repo';
import { EDT_REFUSAL, checkCollectAccount, checkConfirmFigures, lineProblem } from './edt-order.rules';
import { orderView } from './edt.view';

const orderNotFound = () => new ApiError(404, 'NOT_FOUND', '订单不存在');

async function viewsOf(q: Queryable, rows: readonly OrderRow[]): Promise<EdtOrder[]> {
  const items = new Map<string, ItemRow[]>();
  for (const item of await itemsOf(
    q,
    rows.map((r) => r.order_id),
  ))
    items.set(item.order_id, [...(items.get(item.order_id) ?? []), item]);
  return rows.map((r) => orderView(r, items.get(r.order_id) ?? []));
}

/** 订单列表 and 订单综合查询: the orders the corporation is the core or the supplier of, or finances (a bank). */
export async function orders(db: Queryable, actor: Actor, raw: EdtOrderQuery): Promise<EdtOrder[]> {
  const f = edtOrderQuerySchema.parse(raw);
  return viewsOf(db, await ordersOf(db, actor.corpId, f));
}

export async function order(db: Queryable, actor: Actor, orderId: string): Promise<EdtOrder> {
  const row = await readableOrderOf(db, actor.corpId, orderId);
  if (!row) throw orderNotFound();
  const [view] = await viewsOf(db, [row]);
  if (!view) throw orderNotFound();
  return view;
}

/** The core's counterparties (the suppliers its ERP may name). */
async function counterpartiesOf(q: Queryable, coreCorpId: string): Promise<Set<string>> {
  const rows = await q.query<{ corp_id: string }>(
    `SELECT counterparty_corp_id AS corp_id FROM counterparty_rel WHERE corp_id = $1
     UNION SELECT corp_id FROM counterparty_rel WHERE counterparty_corp_id = $1`,
    [coreCorpId],
  );
  return new Set(rows.map((r) => r.corp_id));
}

/**
 * The core's ERP batch (§19.4, issue 32): each line becomes an order 待确认 (核心企业推送, its fields locked) or comes back
 * with why not — an unknown supplier, goods that do not add up, or an order number the core already has
 * (同一核心企业订单编号不能重复, in the database or earlier in the batch). The batch is one transaction and its answer is
 * kept under its Idempotency-Key (a retry replays it); orders and goods are written in two multi-row statements.
 */
export async function importOrders(env: ServiceEnv, actor: Actor, raw: EdtOrderImportInput): Promise<EdtOrderImportResult> {
  const input = edtOrderImportSchema.parse(raw);
  return env.db.transaction(async (tx) => {
    // One importer per core at a time: the numbers checked below stay free until this batch commits.
    await tx.query('SELECT corp_id FROM corp WHERE corp_id = $1 FOR NO KEY UPDATE', [actor.corpId]);
    const suppliers = await corpsByUscc(tx, [...new Set(input.lines.map((l) => l.supplierUscc))]);
    const partners = await counterpartiesOf(tx, actor.corpId);
    const taken = await existingOrderNos(tx, actor.corpId, [...new Set(input.lines.map((l) => l.orderNo))]);
    const results: EdtOrderImportResult['results'] = [];
    const accepted: Array<{ result: (typeof results)[number]; order: Omit<NewOrder, 'orderId'> }> = [];
    for (const [index, line] of input.lines.entries()) {
      const supplier = suppliers.get(line.supplierUscc);
      const message =
        lineProblem(line) ??
        (!supplier || supplier.corp_type !== 'CHAIN'
          ? '供应商不存在'
          : !partners.has(supplier.corp_id)
            ? '该供应商不是贵企业的交易对手'
            : taken.has(line.orderNo)
              ? EDT_REFUSAL.duplicateOrderNo
              : null);
      const result: EdtOrderImportResult['results'][number] = { index, orderNo: line.orderNo, orderId: null, message };
      results.push(result);
      if (message !== null || !supplier) continue;
      taken.add(line.orderNo);
      accepted.push({
        result,
        order: {
          orderNo: line.orderNo,
          coreCorpId: actor.corpId,
          supplierCorpId: supplier.corp_id,
          amountFen: parseFen(line.amount),
          orderDate: line.orderDate,
          deliveryDate: line.deliveryDate,
          paymentDate: line.paymentDate,
          settlement: line.settlement,
          source: 'CORE_PUSH',
          status: 'UNCONFIRMED',
          createdAt: env.now,
          items: line.items.map((it) => ({
            name: it.name,
            spec: it.spec,
            quantity: it.quantity,
            unitFen: parseFen(it.unitPrice),
            amountFen: parseFen(it.amount),
          })),
        },
      });
    }
    const ids = await nextOrderIds(tx, env.businessDate, accepted.length);
    const newOrders = accepted.map((a, i) => {
      const orderId = ids[i];
      if (!orderId) throw new Error('an order id is missing');
      a.result.orderId = orderId;
      return { ...a.order, orderId };
    });
    const written = await insertOrders(tx, newOrders);
    // Another batch of the core took a number meanwhile (the lock above makes this a last resort): nothing is kept.
    if (written.size !== newOrders.length) throw refuse.state();
    return { accepted: accepted.length, refused: input.lines.length - accepted.length, results };
  });
}

/**
 * 确认 on `order-info-sure` (§19.4): the core's purchase role confirms an order 待确认 of its own — 确认金额 ≤ 订单金额,
 * 约定付款日 a working day at least a week ahead, the supplier's 回款专户 at a bank of its line — as an OCF application
 * its director signs; the order is 确认中 meanwhile.
 */
export async function confirmOrder(env: ServiceEnv, actor: Actor, orderId: string, raw: EdtOrderConfirmInput): Promise<ApplicationDetail> {
  const input = edtOrderConfirmSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const o = await orderOf(ctx.tx, actor.corpId, orderId, true);
    if (!o || o.core_corp_id !== actor.corpId) throw orderNotFound();
    if (o.status !== 'UNCONFIRMED') throw refuse.state();
    const confirmedFen = parseFen(input.confirmedAmount);
    await checkConfirmFigures(ctx.tx, { confirmedFen, orderFen: fenOf(o.amount_fen), paymentDate: input.paymentDate, today: ctx.businessDate });
    await checkCollectAccount(ctx.tx, {
      supplierCorpId: o.supplier_corp_id,
      coreCorpId: o.core_corp_id,
      accountId: input.collectAccountId,
      on: ctx.businessDate,
    });
    const appNo = await nextAppNo(ctx.tx, 'ORDER_CONFIRM', ctx.businessDate);
    const app = await createApp(
      ctx,
      { ...newApp(ctx, { appNo, bizType: 'ORDER_CONFIRM', productType: 'EDT', amountFen: confirmedFen }), counterpartyCorpId: o.supplier_corp_id },
      'SUBMIT',
      () => insertConfirmRequest(ctx.tx, { appNo, orderId, confirmedFen, paymentDate: input.paymentDate, collectAccountId: input.collectAccountId }),
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

/** 拒绝 (with reason): an order 待确认 of the core's is 已拒绝. */
export async function rejectOrder(env: ServiceEnv, actor: Actor, orderId: string, raw: EdtOrderRejectInput): Promise<EdtOrder> {
  const input = edtOrderRejectSchema.parse(raw);
  return env.db.transaction(async (tx) => {
    const o = await orderOf(tx, actor.corpId, orderId, true);
    if (!o || o.core_corp_id !== actor.corpId) throw orderNotFound();
    if (!(await updateOrder(tx, orderId, 'UNCONFIRMED', { status: 'REJECTED', rejectReason: input.reason }))) throw refuse.state();
    return order(tx, actor, orderId);
  });
}

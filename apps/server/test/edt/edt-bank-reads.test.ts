import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtCollection, EdtFinance, EdtOrder } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, signedPayload } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * 订单综合查询 of the bank's staff (domain-lines.md §19.1, §19.8): once S1 applies to F1 for a financing on
 * PO-2025-001 (and its director signs), F1's client manager and product manager read that order, its financing (in
 * their review queue too) and its 回款 — and no order of C1 and S1 that F1 was not asked to finance.
 */
describe('e订通: the bank reads the orders, financings and 回款 of its financings', () => {
  let cm: TestClient;
  let pm: TestClient;
  let purchase: TestClient;
  let appNo = '';
  beforeAll(async () => {
    [cm, pm, purchase] = [await server.login('f1_cm'), await server.login('f1_pm'), await server.login('c1_purchase')];
  });

  const orders = async (c: TestClient, query: Record<string, string> = {}): Promise<EdtOrder[]> =>
    ok<EdtOrder[]>(await c.callEndpoint(edtEndpoints.orders, { query }));
  const orderNos = async (c: TestClient): Promise<string[]> => (await orders(c)).map((o) => o.orderNo).sort();

  it('shows the bank no order before it is asked to finance one', async () => {
    expect(await orderNos(cm)).toEqual([]);
    expect(await orderNos(purchase)).toEqual(['PO-2025-001', 'PO-2025-002', 'PO-2025-003', 'PO-2025-004']);
  });

  it('lists to the bank the order of a financing submitted to it, with the financing in its review queue', async () => {
    const [op, dir] = [await server.login('s1_op'), await server.login('s1_dir')];
    const po1 = (await orders(op, { keyword: 'PO-2025-001' }))[0];
    const applied = ok<ApplicationDetail>(
      await op.callEndpoint(edtEndpoints.financeApply, { body: { orderId: po1?.orderId ?? '', amount: '100000.00', dueDate: '2025-09-15' } }),
    );
    appNo = applied.appNo;
    const original = ok<string>(await dir.callEndpoint(SIGNING_ORIGINALS.ORDER_LOAN_APPLY_ASSEMBLE_EXIST.endpoint, { params: { id: appNo } }));
    const { creditList: _none, ...payload } = signedPayload('s1_dir', original, appNo);
    expect(ok<ApplicationDetail>(await dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: payload })).status).toBe('PENDING_FI');

    expect(await orderNos(cm)).toEqual(['PO-2025-001']);
    expect(await orderNos(pm)).toEqual(['PO-2025-001']);
    expect((await orders(cm, { status: 'FINANCING' })).map((o) => [o.orderNo, o.confirmedAmount, o.collectAccount?.accountId])).toEqual([
      ['PO-2025-001', '300000.00', 'A-S1-EDT'],
    ]);
    expect(ok<EdtOrder>(await cm.callEndpoint(edtEndpoints.order, { params: { orderId: po1?.orderId ?? '' } })).orderNo).toBe('PO-2025-001');
    const po2 = (await orders(purchase, { keyword: 'PO-2025-002' }))[0];
    expect((await cm.callEndpoint(edtEndpoints.order, { params: { orderId: po2?.orderId ?? '' } })).status).toBe(404);

    const queue = ok<{ rows: Array<{ appNo: string; status: string }> }>(
      await cm.callEndpoint(creditEndpoints.applications, {
        body: { page: 1, size: 50, filters: { scope: 'review', bizType: 'EDT_FINANCE' } },
      }),
    );
    expect(queue.rows.map((r) => [r.appNo, r.status])).toEqual([[appNo, 'PENDING_FI']]);
    const finances = ok<EdtFinance[]>(await pm.callEndpoint(edtEndpoints.finances));
    expect(finances.map((f) => [f.appNo, f.orderNo, f.fi.corpId])).toEqual([[appNo, 'PO-2025-001', 'F1']]);
    expect(ok<EdtCollection[]>(await cm.callEndpoint(edtEndpoints.collections))).toEqual([]);
  });
});

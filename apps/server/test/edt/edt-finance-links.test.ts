import { beforeAll, describe, expect, it } from 'vitest';
import { creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtOrder, Page, Todo } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok } from '../credits/ledger-helpers';

const server = useTestServer();

/**
 * Where the supplier's todos of an 订单融资 lead (domain-lines.md §19.5): 订单列表, granted to its operator and its
 * director, opens the application by `?appNo=`; 订单信息 is the operator's form and no page of the director.
 */
describe('e订通订单融资: the supplier’s todos lead to 订单列表', () => {
  let op: TestClient;
  let dir: TestClient;
  beforeAll(async () => {
    [op, dir] = [await server.login('s1_op'), await server.login('s1_dir')];
  });
  const todoOf = async (c: TestClient, appNo: string): Promise<Todo | undefined> =>
    ok<Page<Todo>>(await c.callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 50, filters: { bizType: 'EDT_FINANCE' } } })).rows.find(
      (t) => t.appNo === appNo,
    );

  it('待复核 for the director and 已退回 for the operator, both on /edt/chain/order/index', async () => {
    const po1 = ok<EdtOrder[]>(await op.callEndpoint(edtEndpoints.orders, { query: { keyword: 'PO-2025-001' } })).find((o) => o.orderNo === 'PO-2025-001');
    const applied = ok<ApplicationDetail>(
      await op.callEndpoint(edtEndpoints.financeApply, { body: { orderId: po1?.orderId ?? '', amount: '210000.00', dueDate: '2025-09-15' } }),
    );
    expect(await todoOf(dir, applied.appNo)).toMatchObject({ title: '订单融资待复核', path: '/edt/chain/order/index' });
    ok(await dir.callEndpoint(creditEndpoints.return, { params: { appNo: applied.appNo }, body: { comment: '金额有误' } }));
    expect(await todoOf(op, applied.appNo)).toMatchObject({ title: '订单融资已退回', path: '/edt/chain/order/index' });
  });
});

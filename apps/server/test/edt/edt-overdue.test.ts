import { beforeAll, describe, expect, it } from 'vitest';
import { edtEndpoints } from '@scf/api/contract';
import type { EdtFinance, EdtOrder } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok } from '../credits/ledger-helpers';
import { runEdtOverdue } from '../../src/modules/edt';
import { lastLapsedDay } from '../../src/modules/edt/edt-overdue';
import { fundOrder } from './edt-helpers';

const server = useTestServer();

/**
 * 逾期 (domain-lines.md §19.7): a loan unpaid at 17:00 of its due date + grace goes 逾期, and its 已融资 order with it.
 * PO-2025-001 is financed 210 000.00 to 2025-09-15 on LE1 (grace 3 days): 逾期 from 2025-09-18 17:00.
 */
describe('e订通 逾期 at 17:00 of due date + grace', () => {
  let op: TestClient;
  let orderId: string;
  beforeAll(async () => {
    const users = { op: await server.login('s1_op'), dir: await server.login('s1_dir'), cm: await server.login('f1_cm'), pm: await server.login('f1_pm') };
    op = users.op;
    const order = ok<EdtOrder[]>(await op.callEndpoint(edtEndpoints.orders, { query: { keyword: 'PO-2025-001' } })).find((o) => o.orderNo === 'PO-2025-001');
    orderId = order?.orderId ?? '';
    await fundOrder(users, { orderId, amount: '210000.00', dueDate: '2025-09-15' });
  });

  const state = async () => ({
    order: ok<EdtOrder>(await op.callEndpoint(edtEndpoints.order, { params: { orderId } })).status,
    loan: ok<EdtFinance[]>(await op.callEndpoint(edtEndpoints.finances)).find((f) => f.orderId === orderId)?.loan?.status,
  });

  it('counts the lapsed day from 17:00', () => {
    expect(lastLapsedDay('2025-09-18', '16:59')).toBe('2025-09-17');
    expect(lastLapsedDay('2025-09-18', '17:00')).toBe('2025-09-18');
    expect(lastLapsedDay('2025-03-01', '09:00')).toBe('2025-02-28');
  });

  it('leaves the loan open through the grace days and until 17:00 of the last one', async () => {
    expect(await runEdtOverdue(server.db, 0, '2025-09-16', '18:00')).toEqual({ loans: 0, orders: 0 });
    expect(await runEdtOverdue(server.db, 0, '2025-09-18', '16:59')).toEqual({ loans: 0, orders: 0 });
    expect(await state()).toEqual({ order: 'FINANCED', loan: 'OPEN' });
  });

  it('at 17:00 the loan and its order are 逾期, once', async () => {
    expect(await runEdtOverdue(server.db, 0, '2025-09-18', '17:00')).toEqual({ loans: 1, orders: 1 });
    expect(await state()).toEqual({ order: 'OVERDUE', loan: 'OVERDUE' });
    expect(await runEdtOverdue(server.db, 0, '2025-09-19', '09:00')).toEqual({ loans: 0, orders: 0 });
  });
});

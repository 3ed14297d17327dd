import { beforeAll, describe, expect, it } from 'vitest';
import { eAccountEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, CollectBinding } from '@scf/api/contract';
import { BUSINESS_DATE } from '../helpers/business-date';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';
import { signed } from '../edt/edt-helpers';

const server = useTestServer();

const OLD = { accountId: 'A-S1-EDT', accountNo: '32050161360000011002' };
const NEW = { accountId: 'A-S1-EDT2', accountNo: '32050161360000011099' };

/**
 * 回款专户绑定 (domain-lines.md §16.8, §19.9 invariant 4): S1's access with C1 at F1 is bound to A-S1-EDT, with the
 * seeded PO-2025-003 (已融资) and PO-2025-004 (融资中) on it. A change is refused while those are open, and for an
 * account that is not S1's 回款专户 at F1; once they are settled the change is made with 监管行已同意, PO-2025-001
 * (已确认) goes back to the core to confirm again and PO-2025-002 (确认中 meanwhile) is signed over the new account.
 */
describe('专户绑定: the 回款专户 of an e订通 access', () => {
  let s1: TestClient;
  let purchase: TestClient;
  let c1dir: TestClient;
  let accessNo: string;
  beforeAll(async () => {
    s1 = await server.login('s1_op');
    purchase = await server.login('c1_purchase');
    c1dir = await server.login('c1_dir');
    // The bank has opened S1 a second 回款专户 at F1 (the screen opens one per bank; the bank may hold more).
    await server.db.query(
      `INSERT INTO bank_account (account_id, corp_id, account_no, account_name, bank_name, bank_code, account_type, status, purpose, controller_corp_id)
       SELECT $1, corp_id, $2, account_name, bank_name, bank_code, account_type, 'ACTIVE', purpose, controller_corp_id FROM bank_account WHERE account_id = $3`,
      [NEW.accountId, NEW.accountNo, OLD.accountId],
    );
  });

  const bindings = async (c: TestClient = s1): Promise<CollectBinding[]> => ok<CollectBinding[]>(await c.callEndpoint(eAccountEndpoints.collectBindings));
  const bind = (accountId: string, id = accessNo) => s1.callEndpoint(eAccountEndpoints.bindCollect, { params: { id }, body: { accountId } });
  const orderState = () =>
    server.db.query<{ order_no: string; status: string; collect_account_id: string | null; confirmed_fen: unknown }>(
      "SELECT order_no, status, collect_account_id, confirmed_fen FROM edt_order WHERE supplier_corp_id = 'S1' ORDER BY order_no",
    );
  const snapshot = async () =>
    JSON.stringify([
      await orderState(),
      await server.db.query("SELECT app_no, collect_account_id FROM edt_access WHERE supplier_corp_id = 'S1'"),
      await server.db.query('SELECT * FROM edt_collect_binding'),
      await server.db.query('SELECT app_no, collect_account_id FROM edt_order_confirm ORDER BY app_no'),
    ]);

  it('lists the access with its account, the accounts it may name and the orders a change concerns', async () => {
    const rows = await bindings();
    expect(rows).toHaveLength(1);
    accessNo = rows[0]?.accessNo ?? '';
    expect(rows[0]).toMatchObject({
      core: { corpId: 'C1' },
      fi: { corpId: 'F1' },
      inForce: true,
      account: OLD,
      candidates: [OLD, NEW],
      openLoanOrders: 2,
      openOrders: 1,
      changes: [],
    });
    expect(await bindings(purchase).catch(() => [])).toEqual([]);
  });

  it('refuses another purpose, another corporation’s account and a change while a financing is open, with nothing changed', async () => {
    const before = await snapshot();
    refused(await bind('A-S1-POOLMARGIN'), '回款账户须为贵企业在该资金方开立的e订通回款专户');
    refused(await bind('A-C1-VREPAY'), '回款账户须为贵企业在该资金方开立的e订通回款专户');
    refused(await bind(NEW.accountId), '存在未结清订单融资，回款账户不能变更');
    expect((await bind(OLD.accountId)).status).toBe(200);
    expect(await snapshot()).toBe(before);
    expect((await bind(NEW.accountId, 'EAC000000000000')).status).toBe(404);
  });

  it('once settled, the change is made with the bank’s consent; open orders are re-confirmed over the new account', async () => {
    // PO-2025-002 is confirmed by the core (确认中) over the old account before the change.
    const [po2] = await server.db.query<{ order_id: string }>("SELECT order_id FROM edt_order WHERE order_no = 'PO-2025-002'");
    const ocf = ok<ApplicationDetail>(
      await purchase.callEndpoint(edtEndpoints.orderConfirm, {
        params: { orderId: po2?.order_id ?? '' },
        body: { confirmedAmount: '180000.00', paymentDate: '2025-10-15', collectAccountId: OLD.accountId },
      }),
    );
    await server.db.query(
      "UPDATE edt_loan SET status = 'REPAID', repaid_principal_fen = principal_fen WHERE order_id IN (SELECT order_id FROM edt_order WHERE order_no IN ('PO-2025-003', 'PO-2025-004'))",
    );
    await server.db.query("UPDATE edt_order SET status = 'SETTLED' WHERE order_no IN ('PO-2025-003', 'PO-2025-004')");
    const changed = ok<CollectBinding>(await bind(NEW.accountId));
    expect(changed).toMatchObject({
      account: NEW,
      openLoanOrders: 0,
      openOrders: 1,
      changes: [{ from: OLD, to: NEW, consent: '监管行已同意', reconfirmOrders: 2, changedBy: '周杰', changedOn: BUSINESS_DATE }],
    });
    expect((await orderState()).map((o) => [o.order_no, o.status, o.collect_account_id, o.confirmed_fen === null])).toEqual([
      ['PO-2025-001', 'UNCONFIRMED', null, true],
      ['PO-2025-002', 'CONFIRMING', NEW.accountId, false],
      ['PO-2025-003', 'SETTLED', OLD.accountId, false],
      ['PO-2025-004', 'SETTLED', OLD.accountId, false],
    ]);
    // The core's director signs the confirmation over the new account; it stays 已确认 on it.
    expect(await signed(c1dir, 'c1_dir', ocf.appNo)).toMatchObject({ status: 'COMPLETED' });
    const po2After = (await orderState()).find((o) => o.order_no === 'PO-2025-002');
    expect(po2After).toMatchObject({ status: 'CONFIRMED', collect_account_id: NEW.accountId });
  });

  it('an expired access may not be bound', async () => {
    await server.db.query('UPDATE edt_access SET status = $2 WHERE app_no = $1', [accessNo, 'EXPIRED']);
    const before = await snapshot();
    refused(await bind(OLD.accountId), '准入已过期，请重新签约');
    expect(await snapshot()).toBe(before);
    expect((await bindings())[0]).toMatchObject({ accessNo, inForce: false });
  });
});

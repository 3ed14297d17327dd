import { beforeAll, describe, expect, it } from 'vitest';
import { creditEndpoints, edtEndpoints, edtFinanceApplySchema } from '@scf/api/contract';
import type { ApplicationDetail, EdtFinance, EdtOrder } from '@scf/api/contract';
import type { CallResult, TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';
import { fundOrder, signFinance } from './edt-helpers';

const server = useTestServer();

/**
 * 收款方式 and 融资资料 of an e订通 application (domain-lines.md §19.5): 受托支付 pays the disbursement straight to the
 * upstream payee named with its account (the bank keeps it under that very name) and purchase contract; the supplier
 * picks its own contracts and verified invoices as the application's 融资资料, which every signer and the bank read.
 */
describe('e订通 受托支付 and 融资资料', () => {
  let op: TestClient;
  let dir: TestClient;
  let cm: TestClient;
  let pm: TestClient;
  let s2Name = '';
  beforeAll(async () => {
    [op, dir, cm, pm] = [await server.login('s1_op'), await server.login('s1_dir'), await server.login('f1_cm'), await server.login('f1_pm')];
    s2Name = (await server.db.query<{ n: string }>("SELECT account_name AS n FROM bank_account WHERE account_id = 'A-S2-SETTLE'"))[0]?.n ?? '';
  });
  const orderId = async (orderNo: string): Promise<string> => {
    const o = ok<EdtOrder[]>(await op.callEndpoint(edtEndpoints.orders, { query: { keyword: orderNo } })).find((x) => x.orderNo === orderNo);
    if (!o) throw new Error(`${orderNo} not listed`);
    return o.orderId;
  };
  const balance = async (accountId: string): Promise<bigint> =>
    BigInt(String((await server.db.query<{ b: unknown }>('SELECT balance_fen AS b FROM bank_account WHERE account_id = $1', [accountId]))[0]?.b));
  const apply = async (body: Record<string, unknown>): Promise<CallResult> =>
    op.callEndpoint(edtEndpoints.financeApply, {
      body: { orderId: await orderId('PO-2025-001'), amount: '210000.00', dueDate: '2025-09-15', ...body } as never,
    });
  const S2_ACCOUNT = '32250198880000012001';

  it('refuses 受托支付 without a payee, to an unknown account, under another name, or to the supplier itself', async () => {
    const bad = await apply({ payMode: 'ENTRUSTED' });
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_REQUEST']);
    const parsed = edtFinanceApplySchema.safeParse({ orderId: 'EO20250616000001', amount: '1.00', dueDate: '2025-09-15', payMode: 'ENTRUSTED' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['受托支付须填写收款方、收款账号和采购合同编号']);
    refused(await apply({ payMode: 'ENTRUSTED', payee: { name: s2Name, accountNo: '32250198880000012999', contractNo: 'CG-01' } }), '受托支付收款账户不存在');
    refused(await apply({ payMode: 'ENTRUSTED', payee: { name: '某某公司', accountNo: S2_ACCOUNT, contractNo: 'CG-01' } }), '收款方名称与收款账户户名不一致');
    const own = (
      await server.db.query<{ no: string; n: string }>("SELECT account_no AS no, account_name AS n FROM bank_account WHERE account_id = 'A-S1-SETTLE'")
    )[0];
    refused(await apply({ payMode: 'ENTRUSTED', payee: { name: own?.n, accountNo: own?.no, contractNo: 'CG-01' } }), '受托支付的收款方不能为贵企业');
  });

  it('refuses 融资资料 that are not the supplier’s own, and an invoice not verified', async () => {
    refused(await apply({ contractIds: ['CT-HT-2025-301'] }), '融资资料须为贵企业上传的合同或发票');
    refused(await apply({ invoiceIds: ['IV-SEED-S2-1'] }), '融资资料须为贵企业上传的合同或发票');
    await server.db.query("UPDATE trade_invoice SET verify_status = 'MISMATCH' WHERE invoice_id = 'IV-SEED-S1-2'");
    refused(await apply({ invoiceIds: ['IV-SEED-S1-2'] }), '发票未通过查验，不能作为融资资料');
    await server.db.query("UPDATE trade_invoice SET verify_status = 'VERIFIED' WHERE invoice_id = 'IV-SEED-S1-2'");
  });

  it('受托支付 to S2 with a contract and an invoice: the director signs them, and 放款 pays 209 790.00 to S2, not S1', async () => {
    const s1Before = await balance('A-S1-SETTLE');
    const s2Before = await balance('A-S2-SETTLE');
    const applied = ok<ApplicationDetail>(
      await apply({
        payMode: 'ENTRUSTED',
        payee: { name: s2Name, accountNo: S2_ACCOUNT, contractNo: 'CG-2025-018' },
        contractIds: ['CT-HT-2025-201'],
        invoiceIds: ['IV-SEED-S1-2'],
      }),
    );
    const row = ok<EdtFinance[]>(await pm.callEndpoint(edtEndpoints.finances)).find((f) => f.appNo === applied.appNo);
    expect(row).toMatchObject({ payMode: 'ENTRUSTED', payee: { name: s2Name, accountNo: S2_ACCOUNT, contractNo: 'CG-2025-018' } });
    expect(row?.materials.map((m) => [m.kind, m.id])).toEqual([
      ['CONTRACT', 'CT-HT-2025-201'],
      ['INVOICE', 'IV-SEED-S1-2'],
    ]);
    expect(row?.materials[0]?.label).toContain('HT-2025-201');
    expect(row?.materials[1]?.label).toBe('发票 04512362 600,000.00元');
    const { original } = await signFinance(dir, 's1_dir', applied.appNo, 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST');
    expect(original).toContain('收款方式：受托支付');
    expect(original).toContain(`收款方：${s2Name}`);
    expect(original).toContain('采购合同编号：CG-2025-018');
    expect(original).toContain('融资资料：发票 04512362 600,000.00元');
    // The helper applies again: cancel this one first (its director's signing is shown above), then walk a fresh one.
    ok(await op.callEndpoint(creditEndpoints.cancel, { params: { appNo: applied.appNo } }));
    const funded = await fundOrder(
      { op, dir, cm, pm },
      {
        orderId: await orderId('PO-2025-001'),
        amount: '210000.00',
        dueDate: '2025-09-15',
        payMode: 'ENTRUSTED',
        payee: { name: s2Name, accountNo: S2_ACCOUNT, contractNo: 'CG-2025-018' },
      },
    );
    expect(funded.status).toBe('COMPLETED');
    expect((await balance('A-S2-SETTLE')) - s2Before).toBe(20_979_000n);
    expect(await balance('A-S1-SETTLE')).toBe(s1Before);
    const [txn] = await server.db.query<{ remark: string }>("SELECT remark FROM sim_bank_txn WHERE purpose = 'FIN_DISBURSE' AND biz_ref = $1", [funded.appNo]);
    expect(txn?.remark).toMatch(/^借据LN\d{14} 受托支付 合同CG-2025-018$/);
  });
});

import { describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, financeCoreEndpoints, financeEndpoints, tradeDataEndpoints, voucherDebitEndpoints } from '@scf/api/contract';
import type {
  BuyerPaidDetail,
  BuyerPaidOptions,
  DebitBoard,
  FileRecord,
  FinanceDetail,
  FinanceFiguresView,
  PackageDetail,
  TradeContract,
  TradeInvoice,
} from '@scf/api/contract';
import { bankInvariantBreaks } from '../../src/modules/bank';
import { CONFIG_STORE_KEY } from '../../src/modules/config';
import { debitInvariantBreaks, runVoucherDebits } from '../../src/modules/voucher-debit';
import { at, availableOf, moneyInBank } from '../voucher-debit/debit-helpers';
import { approveWithKey, expectInvariants, ok, originalFor, refused, signedPayload } from '../credits/ledger-helpers';
import { PDF, upload } from '../files/upload-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

/**
 * 支付通 financing (domain-lines.md §17.3, §17.5): who pays the interest follows voucherFinanceMode and the core's
 * commitment; the §17.3 worked example on the seed's VC2 (80 000.00, due 2025-09-30, 106 days at 3.60 %, fee 0.20 %).
 */
const server = useTestServer();
const S3 = { name: '宿迁示例五金加工厂', uscc: '91321300MA1XC00137' };
const C1 = { name: '徐州示例重工集团有限公司', uscc: '91320300MA1XG0000F' };
let serial = 0;
const REPAY = 'A-C1-VREPAY';

const vc2 = async () =>
  (
    await server.db.query<{ credit_no: string }>(
      "SELECT credit_no FROM credit WHERE product_type = 'VOUCHER' AND holder_corp_id = 'S3' AND amount_fen = 8000000",
    )
  )[0]!.credit_no;

/** S3's finance data package for a voucher: one verified invoice occupying `occupy`. */
async function voucherPackage(s3: TestClient, creditNo: string, occupy: string): Promise<string> {
  const pdf = ((await upload(server, s3, '合同.pdf', PDF)).body.data as FileRecord).pkFile;
  const contract = ok<TradeContract>(
    await s3.callEndpoint(tradeDataEndpoints.createContract, {
      body: {
        contractNo: `HT-V-${serial++}`,
        name: '五金件供货合同',
        buyerCorpId: 'C1',
        sellerCorpId: 'S3',
        amount: '900000.00',
        signDate: '2025-01-01',
        endDate: '2025-12-31',
        fileIds: [pdf],
      },
    }),
  );
  const invoice = ok<TradeInvoice>(
    await s3.callEndpoint(tradeDataEndpoints.createInvoice, {
      body: {
        type: 'VAT_SPECIAL',
        code: '3200251130',
        number: `${String(3000 + serial++).padStart(4, '0')}5678`,
        issueDate: '2025-06-02',
        amountExTax: '200000.00',
        tax: '26000.00',
        total: '226000.00',
        checkCodeLast6: '',
        buyerName: C1.name,
        buyerTaxNo: C1.uscc,
        sellerName: S3.name,
        sellerTaxNo: S3.uscc,
        fileIds: [],
        creditNo,
      },
    }),
  );
  return ok<PackageDetail>(
    await s3.callEndpoint(tradeDataEndpoints.createPackage, {
      body: {
        purpose: 'FINANCE',
        productType: 'VOUCHER',
        creditNos: [creditNo],
        contractIds: [contract.contractId],
        documentIds: [],
        submit: true,
        invoices: [{ invoiceId: invoice.invoiceId, occupyAmount: occupy }],
      },
    }),
  ).packageNo;
}

const preview = (c: TestClient, creditNo: string) => c.callEndpoint(financeEndpoints.preview, { body: { fiCorpId: 'F1', creditNo, amount: '80000.00' } });
const applyBody = (creditNo: string, packageNo: string) => ({
  fiCorpId: 'F1',
  line: { creditNo, amount: '80000.00' },
  receiveAccountId: 'A-S3-SETTLE',
  packageNo,
  remark: '',
});

async function setMode(mode: string): Promise<void> {
  await server.db.query(`UPDATE sys_config SET value_json = jsonb_set(value_json, '{voucherFinanceMode}', to_jsonb($2::text)) WHERE config_key = $1`, [
    CONFIG_STORE_KEY.product,
    mode,
  ]);
}

describe('支付通 financing on VC2 (§17.3 worked example), in order: modes, datum verdict, the commitment, the financing', () => {
  it('follows voucherFinanceMode: the seeded 协议付息 60 % under SUPPLIER_PAY, NONE refuses, CORE_PAY wants a 买方付息 commitment', async () => {
    const creditNo = await vc2();
    const s3 = await server.login('s3_op');
    expect(ok<FinanceFiguresView>(await preview(s3, creditNo))).toMatchObject({ interestPayer: 'AGREED', buyerSharePct: 60 });
    try {
      await setMode('NONE');
      refused(await preview(s3, creditNo), '支付通未开通融资功能');
      await setMode('CORE_PAY');
      refused(await preview(s3, creditNo), '核心企业尚未确认买方付息，暂不能融资');
      await setMode('AGREED_PAY');
      expect(ok<FinanceFiguresView>(await preview(s3, creditNo))).toMatchObject({ interestPayer: 'AGREED' });
    } finally {
      await setMode('SUPPLIER_PAY');
    }
    // Without a commitment: 卖方付息, nothing charged to the issuer.
    const seeded = await server.db.query<Record<string, unknown>>('SELECT * FROM buyer_paid_credit WHERE credit_no = $1', [creditNo]);
    await server.db.query('DELETE FROM buyer_paid_credit WHERE credit_no = $1', [creditNo]);
    expect(ok<FinanceFiguresView>(await preview(s3, creditNo))).toMatchObject({ interestPayer: 'SUPPLIER', netAmount: '79104.89', buyerCharge: '0.00' });
    expect(seeded).toHaveLength(1);
  });

  it('a REJECT verdict on the voucher’s newest package blocks the apply (§17.5)', async () => {
    const creditNo = await vc2();
    const s3 = await server.login('s3_op');
    const packageNo = await voucherPackage(s3, creditNo, '80000.00');
    await server.db.query("UPDATE trade_package SET verdict = 'REJECT', verdict_comment = '合同与发票不符' WHERE package_no = $1", [packageNo]);
    refused(await s3.callEndpoint(financeEndpoints.apply, { body: applyBody(creditNo, packageNo) }), '该凭证贸易资料审核未通过，请补充资料后再申请');
    // The bank takes its verdict back (补充资料 reviewed): the automatic checks' PASS stands again and the apply goes on below.
    await server.db.query("UPDATE trade_package SET verdict = NULL, verdict_comment = '' WHERE package_no = $1", [packageNo]);
  });

  it('c1_op commits 协议付息 60 % for VC2 at F1 (BPF) and c1_dir signs 利息承担：协议付息，买方承担60%', async () => {
    const creditNo = await vc2();
    const c1 = await server.login('c1_op');
    const offered = ok<BuyerPaidOptions>(await c1.callEndpoint(financeCoreEndpoints.buyerPaidOptions, {})).credits.find((c) => c.creditNo === creditNo);
    expect(offered).toMatchObject({ productType: 'VOUCHER', holder: { corpId: 'S3' }, covered: false });
    const apply = (body: Record<string, unknown>) =>
      c1.callEndpoint(financeCoreEndpoints.buyerPaidApply, { body: { fiCorpId: 'F1', creditNos: [creditNo], ...body } });
    refused(await apply({ interestPayer: 'AGREED' }), '请填写买方承担比例（1–99%）');
    refused(await apply({ interestPayer: 'AGREED', buyerSharePct: 60, validUntil: '2025-12-31' }), `有效期至不能晚于凭证${creditNo}的到期日`);
    const applied = ok<BuyerPaidDetail>(await apply({ interestPayer: 'AGREED', buyerSharePct: 60, validUntil: '2025-09-30' }));
    expect(applied.application.appNo).toMatch(/^BPF20250616\d{6}$/);
    expect(applied).toMatchObject({ interestPayer: 'AGREED', buyerSharePct: 60, validUntil: '2025-09-30' });
    expect(applied.estimate.lines).toEqual([expect.objectContaining({ creditNo, interest: '848.00', serviceFee: '47.11', buyerCharge: '537.07' })]);
    const dir = await server.login('c1_dir');
    expect(ok<string>(await originalFor(dir, applied.application.appNo))).toContain('利息承担：协议付息，买方承担60%');
    ok(await approveWithKey(dir, 'c1_dir', applied.application.appNo));
  });

  it('S3 finances VC2 under C1’s seeded commitment: receives 79 641.96, C1 is charged 537.07 at maturity', async () => {
    const creditNo = await vc2();
    const s3 = await server.login('s3_op');
    const figures = ok<FinanceFiguresView>(await preview(s3, creditNo));
    expect(figures).toMatchObject({
      interestPayer: 'AGREED',
      buyerSharePct: 60,
      days: 106,
      annualRate: '3.60',
      interest: '848.00',
      serviceFee: '47.11',
      buyerInterest: '508.80',
      sellerInterest: '339.20',
      buyerServiceFee: '28.27',
      sellerServiceFee: '18.84',
      netAmount: '79641.96',
      buyerCharge: '537.07',
    });
    const packageNo = await voucherPackage(s3, creditNo, '80000.00');
    const appNo = ok<FinanceDetail>(await s3.callEndpoint(financeEndpoints.apply, { body: applyBody(creditNo, packageNo) })).application.appNo;
    ok(await approveWithKey(await server.login('s3_dir'), 's3_dir', appNo));
    const pm = await server.login('f1_pm');
    const pmApprove = async () => {
      const original = ok<string>(await pm.callEndpoint(SIGNING_ORIGINALS.FIN_APPLY_APPROVE.endpoint, { body: { ids: [appNo] } }));
      return pm.callEndpoint(financeEndpoints.fiApprove, { params: { appNo }, body: signedPayload('f1_pm', original, appNo) });
    };
    ok(await (await server.login('f1_cm')).callEndpoint(financeEndpoints.fiPass, { params: { appNo }, body: { comment: '资料齐全' } }));
    // §17.5: the client manager's 通过 wrote PASS onto the package, which both the holder and the PM read.
    expect(ok<{ verdict: string }>(await s3.callEndpoint(creditEndpoints.voucherDatumVerdict, { query: { fkCredit: creditNo } })).verdict).toBe('PASS');
    ok(await pmApprove());
    const funded = ok<FinanceDetail>(await pm.callEndpoint(financeEndpoints.fund, { params: { appNo } }));
    expect(funded.figures).toMatchObject({ interestPayer: 'AGREED', netAmount: '79641.96', buyerCharge: '537.07' });
    const row = (
      await server.db.query<{ net_fen: unknown; buyer_charge_fen: unknown }>('SELECT net_fen, buyer_charge_fen FROM finance_app WHERE app_no = $1', [appNo])
    )[0];
    expect([String(row?.net_fen), String(row?.buyer_charge_fen)]).toEqual(['7964196', '53707']);
    const paid = await server.db.query<{ amount_fen: unknown }>("SELECT amount_fen FROM sim_bank_txn WHERE biz_ref = $1 AND purpose = 'FIN_DISBURSE'", [appNo]);
    expect(paid.map((t) => String(t.amount_fen))).toEqual(['7964196']);

    // 核心企业融资查询: the commitment names its terms and the financing with 买方承担 / 卖方承担.
    const c1 = await server.login('c1_op');
    const bpf = (await server.db.query<{ app_no: string }>('SELECT app_no FROM buyer_paid_credit WHERE credit_no = $1', [creditNo]))[0]!.app_no;
    const read = ok<BuyerPaidDetail>(await c1.callEndpoint(financeCoreEndpoints.buyerPaidDetail, { params: { appNo: bpf } }));
    expect(read).toMatchObject({ interestPayer: 'AGREED', buyerSharePct: 60 });
    expect(read.financings).toEqual([expect.objectContaining({ appNo, buyerCharge: '537.07', sellerCharge: '358.04', buyerDueStatus: '待到期扣收' })]);
    await expectInvariants(server.db);
  });

  it('on VC2’s due date the debit pays F1 80 537.07 (face + 买方承担 537.07) from C1’s 还款专户, with both receipts', async () => {
    const db = server.db;
    const creditNo = await vc2();
    const [leaf] = await db.query<{ credit_no: string; due_date: string }>(
      "SELECT credit_no, due_date FROM credit WHERE parent_no = $1 AND status = 'FINANCED' AND holder_corp_id = 'F1'",
      [creditNo],
    );
    expect(leaf?.due_date).toBe('2025-09-30');
    const leafNo = leaf!.credit_no;
    // 代扣计划 counts what the debit will take: the face and the buyer's charge.
    const board = ok<DebitBoard>(await (await server.login('c1_op')).callEndpoint(voucherDebitEndpoints.board));
    expect(board.plan.find((d) => d.dueDate === '2025-09-30')).toMatchObject({ count: 1, dueAmount: '80537.07' });
    const before = await availableOf(db, REPAY);
    const fiBefore = await availableOf(db, 'A-F1-SETTLE');
    const money = await moneyInBank(db);
    // The business clock's 09:00 (BUSINESS_TIME) runs the slot whatever the wall clock says.
    const early = await runVoucherDebits(db, at('2025-09-30', '03:00'), '2025-09-30');
    expect(early.flatMap((r) => [...r.paid, ...r.skipped.map((k) => k.creditNo)])).not.toContain(leafNo);
    const runs = await runVoucherDebits(db, at('2025-09-30', '03:00'), '2025-09-30', '09:00');
    expect(runs.flatMap((r) => r.paid)).toContain(leafNo);
    const debits = await db.query<{ amount_fen: unknown; from_account_id: string; to_account_id: string; txn_id: string }>(
      "SELECT amount_fen, from_account_id, to_account_id, txn_id FROM sim_bank_txn WHERE purpose = 'VOUCHER_DEBIT' AND biz_ref = $1",
      [leafNo],
    );
    expect(debits.map((t) => [String(t.amount_fen), t.from_account_id, t.to_account_id])).toEqual([['8053707', REPAY, 'A-F1-SETTLE']]);
    const receipts = await db.query<{ side: string; account_id: string; amount_fen: unknown }>(
      'SELECT side, account_id, amount_fen FROM receipt WHERE txn_id = $1 ORDER BY side',
      [debits[0]!.txn_id],
    );
    expect(receipts.map((r) => `${r.side}:${r.account_id}:${String(r.amount_fen)}`)).toEqual([`PAY:${REPAY}:8053707`, 'RECEIVE:A-F1-SETTLE:8053707']);
    expect(before - (await availableOf(db, REPAY))).toBeGreaterThanOrEqual(80_537_07n);
    expect((await availableOf(db, 'A-F1-SETTLE')) - fiBefore).toBe(80_537_07n);
    expect(await moneyInBank(db)).toBe(money);
    expect((await db.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [leafNo]))[0]?.status).toBe('CASHED');
    expect(await bankInvariantBreaks(db)).toEqual([]);
    expect(await debitInvariantBreaks(db)).toEqual([]);
  });
});

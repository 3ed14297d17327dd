import { describe, expect, it } from 'vitest';
import { contractInputSchema, creditEndpoints, invoiceInputSchema, tradeDataEndpoints } from '@scf/api/contract';
import type { BackableCredit, FileRecord, Page, PackageDetail, PackageSummary, TradeContract, TradeInvoice, TradeParty } from '@scf/api/contract';
import { claimPackage, occupyInvoices, packageForFinance, releaseInvoices } from '../../src/modules/trade-data';
import { ok, refused } from '../credits/ledger-helpers';
import { PDF, PNG, upload } from '../files/upload-helpers';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();

const CORP = {
  C1: { name: '徐州示例重工集团有限公司', uscc: '91320300MA1XG0000F' },
  S1: { name: '江苏示例精密锻造有限公司', uscc: '91320300MA1XC0011L' },
  S2: { name: '苏州示例钢材贸易有限公司', uscc: '91320500MA1XC00122' },
  S3: { name: '宿迁示例五金加工厂', uscc: '91321300MA1XC00137' },
};

let serial = 0;
/** A fresh 8-digit number ending as asked (the stub reads the last four digits). */
const numberEnding = (tail: string) => `${String(1000 + (serial++ % 9000)).padStart(4, '0')}${tail}`;

async function pdf(c: TestClient): Promise<string> {
  return ((await upload(server, c, '合同.pdf', PDF)).body.data as FileRecord).pkFile;
}

const invoiceBody = (over: Record<string, unknown> = {}) => ({
  type: 'VAT_SPECIAL',
  code: '3200251130',
  number: numberEnding('1234'),
  issueDate: '2025-06-02',
  amountExTax: '100000.00',
  tax: '13000.00',
  total: '113000.00',
  checkCodeLast6: '',
  buyerName: CORP.C1.name,
  buyerTaxNo: CORP.C1.uscc,
  sellerName: CORP.S2.name,
  sellerTaxNo: CORP.S2.uscc,
  fileIds: [],
  ...over,
});

const createInvoice = (c: TestClient, over: Record<string, unknown> = {}) => c.callEndpoint(tradeDataEndpoints.createInvoice, { body: invoiceBody(over) });
const heldCredits = async (c: TestClient) =>
  ok<BackableCredit[]>(await c.callEndpoint(tradeDataEndpoints.credits, { body: { purpose: 'FINANCE', productType: 'CREDIT' } }));
const cr9 = async (s2: TestClient) => (await heldCredits(s2)).find((c) => c.amount === '250000.00')!;

async function contractFor(c: TestClient, over: Record<string, unknown> = {}): Promise<TradeContract> {
  return ok<TradeContract>(
    await c.callEndpoint(tradeDataEndpoints.createContract, {
      body: {
        contractNo: `HT-T-${serial++}`,
        name: '钢材供货合同',
        buyerCorpId: 'C1',
        sellerCorpId: 'S2',
        amount: '900000.00',
        signDate: '2025-01-01',
        endDate: '2025-12-31',
        fileIds: [await pdf(c)],
        ...over,
      },
    }),
  );
}

const submitPackage = (c: TestClient, body: Record<string, unknown>) =>
  c.callEndpoint(tradeDataEndpoints.createPackage, {
    body: { purpose: 'FINANCE', productType: 'CREDIT', contractIds: [], invoices: [], documentIds: [], submit: true, ...body },
  });

/** What S2 packs for CR9: the credit, a new contract and a new verified invoice of 113,000.00, and the package body occupying `occupyAmount` of it. */
async function cr9Parts(s2: TestClient) {
  const credit = await cr9(s2);
  const contract = await contractFor(s2);
  const inv = ok<TradeInvoice>(await createInvoice(s2));
  const packageBody = (occupyAmount: string) => ({
    creditNos: [credit.creditNo],
    contractIds: [contract.contractId],
    invoices: [{ invoiceId: inv.invoiceId, occupyAmount }],
  });
  return { credit, contract, inv, packageBody };
}

describe('融资资料: the demo seed', () => {
  it('seeds domain.md §13.4: S1’s two invoices of 600,000.00 with 400,000.00 occupied, S2’s 300,000.00 for CR9, S3’s …0000 NOT_FOUND', async () => {
    const s1 = await server.login('s1_op');
    const s1Invoices = ok<Page<TradeInvoice>>(
      await s1.callEndpoint(tradeDataEndpoints.invoicePage, { body: { page: 1, size: 10, sort: { field: 'issueDate', order: 'asc' } } }),
    );
    expect(s1Invoices.rows.map((r) => [r.total, r.verifyStatus, r.occupied, r.available])).toEqual([
      ['600000.00', 'VERIFIED', '400000.00', '200000.00'],
      ['600000.00', 'VERIFIED', '0.00', '600000.00'],
    ]);
    const s3 = await server.login('s3_op');
    const s3Invoices = ok<Page<TradeInvoice>>(
      await s3.callEndpoint(tradeDataEndpoints.invoicePage, { body: { page: 1, size: 10, filters: { verifyStatus: 'NOT_FOUND' } } }),
    );
    expect(s3Invoices.rows.map((r) => r.number.slice(-4))).toEqual(['0000']);
    const s2 = await server.login('s2_op');
    const verdict = ok<{ verdict: string; comment: string }>(
      await s2.callEndpoint(creditEndpoints.datumVerdict, { query: { fkCredit: (await cr9(s2)).creditNo } }),
    );
    expect(verdict).toEqual({ verdict: 'PENDING', comment: '待金融机构审核' });
  });
});

describe('融资资料: contracts (upload/contract, contract-manage)', () => {
  it('registers a contract with its PDF, lists it paged and searchable, and the issue form’s contract select still offers it', async () => {
    const s2 = await server.login('s2_op');
    const parties = ok<TradeParty[]>(await s2.callEndpoint(tradeDataEndpoints.parties));
    expect(parties[0]).toMatchObject({ corpId: 'S2', own: true });
    expect(parties.map((p) => p.corpId)).toEqual(expect.arrayContaining(['C1', 'S1', 'S3']));
    const made = await contractFor(s2, { contractNo: 'HT-S2-777', name: '特钢年度供货合同' });
    expect(made).toMatchObject({ contractNo: 'HT-S2-777', buyer: { corpId: 'C1', corpName: CORP.C1.name }, seller: { corpId: 'S2' }, amount: '900000.00' });
    expect(made.files).toEqual([expect.objectContaining({ mimeType: 'application/pdf', fileName: '合同.pdf' })]);
    const page = ok<Page<TradeContract>>(await s2.callEndpoint(tradeDataEndpoints.contractPage, { body: { page: 1, size: 10, filters: { keyword: '特钢' } } }));
    expect(page.rows.map((r) => r.contractNo)).toEqual(['HT-S2-777']);
    // The seeded contracts S2 is party to count as its own (HT-2025-002 with C1, HT-2025-201 with S1, HT-2025-301 with S3).
    const all = ok<Page<TradeContract>>(await s2.callEndpoint(tradeDataEndpoints.contractPage, { body: { page: 1, size: 2 } }));
    expect(all.total).toBe(4);
    expect(all.rows).toHaveLength(2);
    const c1 = await server.login('c1_op');
    const options = ok<Array<{ contractNo: string }>>(await c1.callEndpoint(creditEndpoints.contracts, { body: { issuerCorpId: 'C1', receiverCorpId: 'S2' } }));
    expect(options.map((o) => o.contractNo)).toEqual(expect.arrayContaining(['HT-2025-002', 'HT-S2-777']));
  });

  it('refuses a contract without the uploader as a party, with a non-counterparty, a taken number, no file, someone else’s file, and bad dates', async () => {
    const s2 = await server.login('s2_op');
    refused(
      await s2.callEndpoint(tradeDataEndpoints.createContract, {
        body: {
          contractNo: 'X1',
          name: 'n',
          buyerCorpId: 'C1',
          sellerCorpId: 'S1',
          amount: '1.00',
          signDate: '2025-01-01',
          endDate: '2025-02-01',
          fileIds: [await pdf(s2)],
        },
      }),
      '合同的买方或卖方须为本企业',
      'TRADE_DATA_RULE',
    );
    refused(
      await s2.callEndpoint(tradeDataEndpoints.createContract, {
        body: {
          contractNo: 'X1',
          name: 'n',
          buyerCorpId: 'S5',
          sellerCorpId: 'S2',
          amount: '1.00',
          signDate: '2025-01-01',
          endDate: '2025-02-01',
          fileIds: [await pdf(s2)],
        },
      }),
      '淮安示例包装材料有限公司不是本企业的交易对手，请先在交易对手管理中添加',
    );
    await contractFor(s2, { contractNo: 'HT-DUP' });
    refused(
      await s2.callEndpoint(tradeDataEndpoints.createContract, {
        body: {
          contractNo: 'HT-DUP',
          name: 'n',
          buyerCorpId: 'C1',
          sellerCorpId: 'S2',
          amount: '1.00',
          signDate: '2025-01-01',
          endDate: '2025-02-01',
          fileIds: [await pdf(s2)],
        },
      }),
      '合同编号HT-DUP已登记，不能重复录入',
    );
    const noFile = await s2.callEndpoint(tradeDataEndpoints.createContract, {
      body: { contractNo: 'X2', name: 'n', buyerCorpId: 'C1', sellerCorpId: 'S2', amount: '1.00', signDate: '2025-02-01', endDate: '2025-01-01', fileIds: [] },
    });
    expect(noFile.status).toBe(400);
    const issues = contractInputSchema.safeParse({
      contractNo: 'X2',
      name: 'n',
      buyerCorpId: 'C1',
      sellerCorpId: 'C1',
      amount: '0',
      signDate: '2025-02-01',
      endDate: '2025-01-01',
      fileIds: [],
    }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['fileIds', '请上传合同文件'],
        ['endDate', '合同到期日不能早于签订日期'],
        ['sellerCorpId', '买方与卖方不能为同一企业'],
        ['amount', '金额须大于0'],
      ]),
    );
    const s3 = await server.login('s3_op');
    const foreignFile = await pdf(s3);
    refused(
      await s2.callEndpoint(tradeDataEndpoints.createContract, {
        body: {
          contractNo: 'X3',
          name: 'n',
          buyerCorpId: 'C1',
          sellerCorpId: 'S2',
          amount: '1.00',
          signDate: '2025-01-01',
          endDate: '2025-02-01',
          fileIds: [foreignFile],
        },
      }),
      '文件不存在或不属于本企业，请重新上传',
    );
  });
});

describe('融资资料: invoice 查验 on save (domain.md §8)', () => {
  it('verifies a good invoice, and the stub answers NOT_FOUND for …0000, VOIDED for …9999, RED_FLUSHED for …8888, MISMATCH for …7777', async () => {
    const s2 = await server.login('s2_op');
    const good = ok<TradeInvoice>(await createInvoice(s2, { fileIds: [((await upload(server, s2, '发票.png', PNG)).body.data as FileRecord).pkFile] }));
    expect(good).toMatchObject({ verifyStatus: 'VERIFIED', total: '113000.00', available: '113000.00', occupied: '0.00' });
    expect(good.checks.map((k) => [k.check, k.passed])).toEqual([
      ['AUTHORITY', true],
      ['VOID_RED', true],
      ['PARTY', true],
      ['REUSE', true],
      ['DATE', true],
    ]);
    expect(good.files).toHaveLength(1);
    const outcomes: Array<[string, string, string]> = [
      ['0000', 'NOT_FOUND', '税务机关查无此票'],
      ['9999', 'VOIDED', '发票已作废'],
      ['8888', 'RED_FLUSHED', '发票已红冲'],
      ['7777', 'MISMATCH', '发票金额或日期与税务机关记录不符'],
    ];
    for (const [tail, status, message] of outcomes) {
      const inv = ok<TradeInvoice>(await createInvoice(s2, { number: numberEnding(tail) }));
      expect(inv.verifyStatus).toBe(status);
      expect(inv.checks.find((k) => !k.passed)?.message).toBe(message);
    }
  });

  it('matches the parties with the credit’s chain: seller the holder, buyer the issuer on the first hop or the transferor after a transfer', async () => {
    const s2 = await server.login('s2_op');
    const credits = await heldCredits(s2);
    const first = credits.find((c) => c.amount === '250000.00')!; // CR9: C1 → S2
    const transferred = credits.find((c) => c.amount === '300000.00')!; // CR1-A: S1 → S2
    expect(first).toMatchObject({ counterpartyName: CORP.C1.name, counterpartyUscc: CORP.C1.uscc });
    expect(transferred).toMatchObject({ counterpartyName: CORP.S1.name, counterpartyUscc: CORP.S1.uscc });
    expect(ok<TradeInvoice>(await createInvoice(s2, { creditNo: first.creditNo })).verifyStatus).toBe('VERIFIED');
    const wrongBuyer = ok<TradeInvoice>(await createInvoice(s2, { creditNo: transferred.creditNo }));
    expect(wrongBuyer.verifyStatus).toBe('MISMATCH');
    expect(wrongBuyer.checks.find((k) => k.check === 'PARTY')).toMatchObject({
      passed: false,
      message: `购买方须为${CORP.S1.name}（纳税人识别号${CORP.S1.uscc}）`,
    });
    const right = ok<TradeInvoice>(await createInvoice(s2, { creditNo: transferred.creditNo, buyerName: CORP.S1.name, buyerTaxNo: CORP.S1.uscc }));
    expect(right.verifyStatus).toBe('VERIFIED');
    // Neither side S2 (seller S3, buyer C1): not S2's to register at all (issue 26 item 4), with or without a credit.
    const notOurs = `发票的购买方或销售方须为本企业（${CORP.S2.name}），不能录入`;
    refused(await createInvoice(s2, { creditNo: first.creditNo, sellerName: CORP.S3.name, sellerTaxNo: CORP.S3.uscc }), notOurs);
    refused(await createInvoice(s2, { sellerName: CORP.S3.name, sellerTaxNo: CORP.S3.uscc }), notOurs);
    // S2 the buyer of S3's invoice: a party, so stored — and the credit's chain says the seller must be S2.
    const wrongSeller = ok<TradeInvoice>(
      await createInvoice(s2, {
        creditNo: first.creditNo,
        sellerName: CORP.S3.name,
        sellerTaxNo: CORP.S3.uscc,
        buyerName: CORP.S2.name,
        buyerTaxNo: CORP.S2.uscc,
      }),
    );
    expect(wrongSeller.checks.find((k) => k.check === 'PARTY')?.message).toBe(`销售方须为${CORP.S2.name}（纳税人识别号${CORP.S2.uscc}）`);
  });

  it('checks the date: not after the application date, within the contract’s period', async () => {
    const s2 = await server.login('s2_op');
    const future = ok<TradeInvoice>(await createInvoice(s2, { issueDate: '2025-06-17' }));
    expect(future).toMatchObject({ verifyStatus: 'MISMATCH' });
    expect(future.checks.find((k) => k.check === 'DATE')?.message).toBe('开票日期不能晚于申请日期（2025-06-16）');
    const contract = await contractFor(s2, { signDate: '2025-03-01', endDate: '2025-12-31' });
    const before = ok<TradeInvoice>(await createInvoice(s2, { issueDate: '2025-02-27', contractId: contract.contractId }));
    expect(before.checks.find((k) => k.check === 'DATE')?.message).toBe(`开票日期须在合同${contract.contractNo}的期限内（2025-03-01至2025-12-31）`);
    expect(ok<TradeInvoice>(await createInvoice(s2, { issueDate: '2025-03-01', contractId: contract.contractId })).verifyStatus).toBe('VERIFIED');
  });

  it('validates with the contract’s messages: code and number lengths, 数电票 without code, total = ex-tax + tax, 普票 check code', async () => {
    const s2 = await server.login('s2_op');
    // The server refuses what the contract's schema refuses (400); the form shows the schema's message by the field.
    const messages = async (over: Record<string, unknown>) => {
      const res = await createInvoice(s2, over);
      expect(res.status).toBe(400);
      const parsed = invoiceInputSchema.safeParse(invoiceBody(over));
      return JSON.stringify(parsed.error?.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(await messages({ code: '123' })).toContain('发票代码应为10位或12位数字');
    expect(await messages({ number: '1234567' })).toContain('发票号码应为8位数字');
    expect(await messages({ type: 'E_INVOICE_FULL', code: '3200251130', number: '12345678901234567891' })).toContain('数电票无发票代码，请留空');
    expect(await messages({ type: 'E_INVOICE_FULL', code: '', number: '12345678' })).toContain('数电票发票号码应为20位数字');
    expect(await messages({ total: '113000.01' })).toContain('价税合计须等于不含税金额与税额之和');
    expect(await messages({ type: 'VAT_NORMAL' })).toContain('请输入校验码后6位（6位数字）');
    expect(await messages({ buyerTaxNo: 'abc' })).toContain('纳税人识别号应为15至20位数字或大写字母');
    expect(
      ok<TradeInvoice>(await createInvoice(s2, { type: 'E_INVOICE_FULL', code: '', number: `2532000000000${numberEnding('5678').slice(1)}` })).verifyStatus,
    ).toBe('VERIFIED');
    const dup = invoiceBody();
    ok(await createInvoice(s2, dup));
    refused(await createInvoice(s2, dup), `发票${dup.number}已登记（发票代码、号码相同），不能重复录入`);
  });
});

describe('融资资料: packages, non-reuse and corporation scope', () => {
  it('assembles a package with 本次占用金额 per invoice, lists it and shows it; the datum verdict says PASS', async () => {
    const s2 = await server.login('s2_op');
    const credit = await cr9(s2);
    const contract = await contractFor(s2);
    const a = ok<TradeInvoice>(await createInvoice(s2, { creditNo: credit.creditNo, contractId: contract.contractId }));
    const b = ok<TradeInvoice>(await createInvoice(s2, { creditNo: credit.creditNo }));
    const doc = ok<{ docId: string }>(
      await s2.callEndpoint(tradeDataEndpoints.createDocument, {
        body: { kind: 'AUTH', docType: 'AUTH_LETTER', name: '授权书', remark: '', fileIds: [await pdf(s2)] },
      }),
    );
    const pkg = ok<PackageDetail>(
      await submitPackage(s2, {
        creditNos: [credit.creditNo],
        contractIds: [contract.contractId],
        invoices: [
          { invoiceId: a.invoiceId, occupyAmount: '100000.00' },
          { invoiceId: b.invoiceId, occupyAmount: '50000.00' },
        ],
        documentIds: [doc.docId],
      }),
    );
    expect(pkg).toMatchObject({
      status: 'SUBMITTED',
      occupyTotal: '150000.00',
      invoiceCount: 2,
      contractCount: 1,
      documentCount: 1,
      allVerified: true,
      verdict: 'PASS',
      creditNos: [credit.creditNo],
    });
    expect(pkg.invoices.map((i) => [i.occupyAmount, i.occupyState, i.invoice.available])).toEqual([
      ['100000.00', 'RESERVED', '13000.00'],
      ['50000.00', 'RESERVED', '63000.00'],
    ]);
    const list = ok<Page<PackageSummary>>(await s2.callEndpoint(tradeDataEndpoints.packagePage, { body: { page: 1, size: 10 } }));
    expect(list.rows[0]?.packageNo).toBe(pkg.packageNo);
    // The seeded package of CR9 (pending at the bank) is there too.
    expect(list.rows.some((r) => r.creditNos.includes(credit.creditNo) && r.verdict === 'PENDING')).toBe(true);
    expect(ok<PackageDetail>(await s2.callEndpoint(tradeDataEndpoints.package, { params: { packageNo: pkg.packageNo } })).documents[0]).toMatchObject({
      docType: 'AUTH_LETTER',
    });
    const verdict = ok<{ verdict: string; comment: string }>(await s2.callEndpoint(creditEndpoints.datumVerdict, { query: { fkCredit: credit.creditNo } }));
    expect(verdict).toEqual({ verdict: 'PASS', comment: '贸易资料查验通过' });
    // For finance (§7.7): Σ occupy and the verify states.
    const forFinance = await packageForFinance(server.db, pkg.packageNo, 'S2');
    expect(forFinance).toMatchObject({ occupyTotalFen: 15_000_000n, allVerified: true });
    expect(await packageForFinance(server.db, pkg.packageNo, 'S1')).toBeNull();
  });

  it('refuses to submit an invoice that failed 查验, more than it is still worth, and nothing to back', async () => {
    const s2 = await server.login('s2_op');
    const credit = await cr9(s2);
    const contract = await contractFor(s2);
    const missing = ok<TradeInvoice>(await createInvoice(s2, { number: numberEnding('0000') }));
    refused(
      await submitPackage(s2, {
        creditNos: [credit.creditNo],
        contractIds: [contract.contractId],
        invoices: [{ invoiceId: missing.invoiceId, occupyAmount: '1.00' }],
      }),
      `发票${missing.number}查验不通过（查无此票），不能提交`,
    );
    const inv = ok<TradeInvoice>(await createInvoice(s2));
    refused(
      await submitPackage(s2, {
        creditNos: [credit.creditNo],
        contractIds: [contract.contractId],
        invoices: [{ invoiceId: inv.invoiceId, occupyAmount: '113000.01' }],
      }),
      `发票${inv.number}的本次占用金额超过可占用金额（可占用113,000.00元）`,
    );
    refused(
      await submitPackage(s2, { creditNos: [credit.creditNo], contractIds: [], invoices: [{ invoiceId: inv.invoiceId, occupyAmount: '1.00' }] }),
      '请添加合同',
    );
    refused(await submitPackage(s2, { creditNos: [credit.creditNo], contractIds: [contract.contractId] }), '请添加发票');
    refused(
      await submitPackage(s2, {
        creditNos: [credit.creditNo],
        contractIds: [contract.contractId],
        invoices: [
          { invoiceId: inv.invoiceId, occupyAmount: '1.00' },
          { invoiceId: inv.invoiceId, occupyAmount: '1.00' },
        ],
      }),
      '发票重复选择',
    );
    // A draft reserves nothing and needs no documents.
    const draft = ok<PackageDetail>(
      await submitPackage(s2, { creditNos: [credit.creditNo], submit: false, invoices: [{ invoiceId: inv.invoiceId, occupyAmount: '113000.00' }] }),
    );
    expect(draft).toMatchObject({ status: 'DRAFT', verdict: 'PENDING' });
    expect(draft.invoices[0]).toMatchObject({ occupyState: 'NONE', invoice: { available: '113000.00' } });
  });

  it('never lets two packages reserve more than an invoice is worth, even submitted at the same time', async () => {
    const s2 = await server.login('s2_op');
    const { inv, packageBody } = await cr9Parts(s2);
    const body = packageBody('80000.00');
    const [one, two] = await Promise.all([submitPackage(s2, body), submitPackage(s2, body)]);
    const codes = [one.body.code, two.body.code].sort();
    expect(codes).toEqual(['0', 'TRADE_DATA_RULE']);
    expect([one, two].find((r) => r.body.code !== '0')?.body.message).toBe(`发票${inv.number}的本次占用金额超过可占用金额（可占用33,000.00元）`);
    const left = ok<TradeInvoice>(await s2.callEndpoint(tradeDataEndpoints.invoice, { params: { invoiceId: inv.invoiceId } }));
    expect(left.available).toBe('33000.00');
  });

  it('occupies at funding once (two concurrent occupations: one wins) and frees on rejection', async () => {
    const s2 = await server.login('s2_op');
    const { inv, packageBody } = await cr9Parts(s2);
    const pkg = ok<PackageDetail>(await submitPackage(s2, packageBody('60000.00')));
    // An application holds the package (any application number will do for the occupation's own guards).
    const [held] = await server.db.query<{ app_no: string }>("SELECT app_no FROM application WHERE biz_type = 'FINANCE' ORDER BY app_no LIMIT 1");
    const appNo = held?.app_no ?? '';
    await server.db.transaction((tx) => claimPackage(tx, pkg.packageNo, appNo));
    const results = await Promise.allSettled([
      server.db.transaction((tx) => occupyInvoices(tx, pkg.packageNo, appNo)),
      server.db.transaction((tx) => occupyInvoices(tx, pkg.packageNo, appNo)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const occupied = ok<TradeInvoice>(await s2.callEndpoint(tradeDataEndpoints.invoice, { params: { invoiceId: inv.invoiceId } }));
    expect(occupied).toMatchObject({ occupied: '60000.00', available: '53000.00' });
    await server.db.transaction((tx) => releaseInvoices(tx, pkg.packageNo, appNo));
    await server.db.transaction((tx) => releaseInvoices(tx, pkg.packageNo, appNo));
    expect(ok<TradeInvoice>(await s2.callEndpoint(tradeDataEndpoints.invoice, { params: { invoiceId: inv.invoiceId } }))).toMatchObject({
      occupied: '0.00',
      available: '113000.00',
    });
    expect(ok<PackageDetail>(await s2.callEndpoint(tradeDataEndpoints.package, { params: { packageNo: pkg.packageNo } })).invoices[0]?.occupyState).toBe(
      'RELEASED',
    );
  });

  it('keeps every record to its corporation: another corporation’s contract, invoice, package and credit read as 404', async () => {
    const s2 = await server.login('s2_op');
    const { credit, contract, inv, packageBody } = await cr9Parts(s2);
    const pkg = ok<PackageDetail>(await submitPackage(s2, packageBody('1.00')));
    const s3 = await server.login('s3_op');
    expect((await s3.callEndpoint(tradeDataEndpoints.contract, { params: { contractId: contract.contractId } })).status).toBe(404);
    expect((await s3.callEndpoint(tradeDataEndpoints.invoice, { params: { invoiceId: inv.invoiceId } })).status).toBe(404);
    expect((await s3.callEndpoint(tradeDataEndpoints.package, { params: { packageNo: pkg.packageNo } })).status).toBe(404);
    expect((await s3.callEndpoint(creditEndpoints.datumVerdict, { query: { fkCredit: credit.creditNo } })).status).toBe(404);
    // Nor can S3 put S2's invoice or S2's credit into its own package.
    const own = await contractFor(s3, { buyerCorpId: 'C1', sellerCorpId: 'S3' });
    expect(
      (await submitPackage(s3, { creditNos: [credit.creditNo], contractIds: [own.contractId], invoices: [{ invoiceId: inv.invoiceId, occupyAmount: '1.00' }] }))
        .status,
    ).toBe(404);
    const s3Page = ok<Page<TradeInvoice>>(await s3.callEndpoint(tradeDataEndpoints.invoicePage, { body: { page: 1, size: 100 } }));
    expect(s3Page.rows.map((r) => r.sellerName)).toEqual([CORP.S3.name]);
    // The bank's reviewer reads nothing of it yet (the link seam of part 3); 查询 of S2 reads S2's.
    const f1 = await server.login('f1_cm');
    expect((await f1.callEndpoint(tradeDataEndpoints.package, { params: { packageNo: pkg.packageNo } })).status).toBe(404);
    expect((await s3.callEndpoint(tradeDataEndpoints.createInvoice, { body: invoiceBody() })).status).toBe(200);
    const s2dir = await server.login('s2_dir');
    expect((await s2dir.callEndpoint(tradeDataEndpoints.createInvoice, { body: invoiceBody() })).status).toBe(403);
  });
});

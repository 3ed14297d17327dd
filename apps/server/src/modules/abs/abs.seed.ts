import { productPath } from '@scf/api/contract';
import type { AbsReceivableStatus, AppStatus, BizType } from '@scf/api/contract';
import { addCalendarDays, calendarDaysBetween, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { insertApp, insertFlows, nextAppNo, openTodo, pendingOf, seededAppSteps, staffByCorpRole } from '../applications';
import type { Staff } from '../applications';
import { seedTradeData } from '../trade-data';
import * as repo from './abs.repo';

/**
 * The ABS part of the demo (domain-lines.md §13.9), dated as on 2025-06-16 and moved with the business date: F1's quote
 * for C1 and C2 (DISCOUNT 4.20 %, fee 0.10 %), the plan ABS-P1, ABS opened for the creditors S1, S2 and S3 (债权人未开通供应链ABS
 * otherwise), the member C2 (its director confirms AP2 on 应付账款登记) and the factor F1, the debtors' verified
 * invoices, and AP1–AP5 with the applications that brought each to its state. Not seeded yet (later parts of issue 31):
 * AP3's ABS_PRICE receipt of §13.7, the documents' PDFs and the pool-in batches' own rows (only their numbers).
 */
const DEMO_DAY = '2025-06-16';

type SeedCorp = 'C1' | 'C2' | 'S1' | 'S2' | 'S3';

interface SeedReceivable {
  key: string;
  debtor: 'C1' | 'C2';
  creditor: 'S1' | 'S2' | 'S3';
  amount: string;
  due: string;
  status: AbsReceivableStatus;
  /** The APR batch: confirmed on that day (COMPLETED), or still 待确权 when absent. */
  confirmed?: string;
  applied: string;
  /** The ABT transfer: its day and status; a paid one carries its price and fee. */
  transfer?: { on: string; status: AppStatus; price?: string; fee?: string };
  pool?: { on: string; batchNo: string };
  settled?: string;
}

const ABS_SEED: readonly SeedReceivable[] = [
  { key: 'AP1', debtor: 'C1', creditor: 'S1', amount: '500000.00', due: '2025-12-12', status: 'CONFIRMED', applied: '2025-06-09', confirmed: '2025-06-10' },
  { key: 'AP2', debtor: 'C2', creditor: 'S1', amount: '300000.00', due: '2025-11-14', status: 'PENDING_CONFIRM', applied: '2025-06-13' },
  {
    key: 'AP3',
    debtor: 'C1',
    creditor: 'S2',
    amount: '800000.00',
    due: '2025-10-17',
    status: 'POOLED',
    applied: '2025-05-12',
    confirmed: '2025-05-13',
    transfer: { on: '2025-05-20', status: 'COMPLETED', price: '786000.00', fee: '800.00' },
    pool: { on: '2025-05-28', batchNo: 'PIB20250528000001' },
  },
  {
    key: 'AP4',
    debtor: 'C1',
    creditor: 'S3',
    amount: '200000.00',
    due: '2025-06-13',
    status: 'SETTLED',
    applied: '2025-03-10',
    confirmed: '2025-03-11',
    transfer: { on: '2025-03-14', status: 'COMPLETED', price: '197876.67', fee: '200.00' },
    pool: { on: '2025-03-21', batchNo: 'PIB20250321000001' },
    settled: '2025-06-13',
  },
  {
    key: 'AP5',
    debtor: 'C1',
    creditor: 'S2',
    amount: '150000.00',
    due: '2025-11-28',
    status: 'TRANSFERRING',
    applied: '2025-06-04',
    confirmed: '2025-06-05',
    transfer: { on: '2025-06-13', status: 'PENDING_FI' },
  },
];

/** The debtors' invoices (uploaded by the debtor as ABS finance data): one per receivable, a spare one and one not found. */
const INVOICES: ReadonlyArray<{ id: string; debtor: 'C1' | 'C2'; seller: SeedCorp; number: string; exTax: string; tax: string; for?: string }> = [
  { id: 'IV-ABS-AP1', debtor: 'C1', seller: 'S1', number: '07120001', exTax: '500000.00', tax: '65000.00', for: 'AP1' },
  { id: 'IV-ABS-AP2', debtor: 'C2', seller: 'S1', number: '07120002', exTax: '300000.00', tax: '39000.00', for: 'AP2' },
  { id: 'IV-ABS-AP3', debtor: 'C1', seller: 'S2', number: '07120003', exTax: '800000.00', tax: '104000.00', for: 'AP3' },
  { id: 'IV-ABS-AP4', debtor: 'C1', seller: 'S3', number: '07120004', exTax: '200000.00', tax: '26000.00', for: 'AP4' },
  { id: 'IV-ABS-AP5', debtor: 'C1', seller: 'S2', number: '07120005', exTax: '150000.00', tax: '19500.00', for: 'AP5' },
  { id: 'IV-ABS-C1-SPARE', debtor: 'C1', seller: 'S1', number: '07120006', exTax: '1000000.00', tax: '130000.00' },
  { id: 'IV-ABS-C1-NOTFOUND', debtor: 'C1', seller: 'S1', number: '07120000', exTax: '100000.00', tax: '13000.00' },
];

const USERS: Record<string, { op: string; dir: string }> = {
  C1: { op: 'c1_op', dir: 'c1_dir' },
  C2: { op: 'c2_op', dir: 'c2_dir' },
  S1: { op: 's1_op', dir: 's1_dir' },
  S2: { op: 's2_op', dir: 's2_dir' },
  S3: { op: 's3_op', dir: 's3_dir' },
};

const atOf = (day: string, hour = 2): number => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

async function seedApp(
  q: Queryable,
  staff: Staff,
  a: { bizType: BizType; status: AppStatus; day: string; applicant: string; counterparty?: string; amountFen: bigint },
): Promise<string> {
  const appNo = await nextAppNo(q, a.bizType, a.day);
  const users = USERS[a.applicant]!;
  const at = atOf(a.day);
  await insertApp(
    q,
    {
      appNo,
      bizType: a.bizType,
      productType: 'ABS',
      applicantCorpId: a.applicant,
      counterpartyCorpId: a.counterparty ?? null,
      issuerCorpId: null,
      lineId: null,
      subLimitId: null,
      amountFen: a.amountFen,
      decision: null,
      reason: '',
      comment: '',
      creatorUserId: users.op,
      deciderUserId: null,
      businessDate: a.day,
      at,
    },
    a.status,
  );
  if (a.status !== 'PENDING_REVIEW') await q.query('UPDATE application SET approver_user_id = $2 WHERE app_no = $1', [appNo, users.dir]);
  await insertFlows(
    q,
    seededAppSteps(
      {
        bizType: a.bizType,
        status: a.status,
        businessDate: a.day,
        applicantCorpId: a.applicant,
        ...(a.counterparty ? { counterpartyCorpId: a.counterparty } : {}),
        amountFen: a.amountFen,
        creator: users.op,
        approver: users.dir,
      },
      appNo,
      at,
      staff,
    ),
  );
  // Whose work it is now (c2_dir's 确认函, f1_cm's review of AP5), as the engine would have left it.
  const work = pendingOf(a.bizType, a.status);
  const corpId = work && (work.side === 'counterparty' ? a.counterparty : a.applicant);
  if (work && corpId)
    await openTodo(q, {
      corpId,
      roleCode: work.role,
      bizType: a.bizType,
      title: work.title,
      appNo,
      creditNo: null,
      amountFen: a.amountFen,
      path: productPath('ABS', work.path),
      at,
      businessDate: a.day,
    });
  return appNo;
}

export async function seedAbs(q: Queryable, businessDate: string): Promise<void> {
  const shift = (day: string): string => addCalendarDays(day, calendarDaysBetween(DEMO_DAY, businessDate));
  for (const corp of ['C2', 'S1', 'S2', 'S3', 'F1'])
    await q.query("INSERT INTO corp_product (corp_id, product_code) VALUES ($1, 'ABS') ON CONFLICT DO NOTHING", [corp]);
  for (const debtor of ['C1', 'C2'])
    await repo.insertQuote(q, { fi_corp_id: 'F1', debtor_corp_id: debtor, price_mode: 'DISCOUNT', rate: '4.20%', service_fee_rate: '0.10%' });
  await q.query(
    `INSERT INTO abs_product (product_code, name, plan_manager, fi_corp_id, setup_date, expected_end_date, issue_size_fen, senior_fen, subordinate_fen)
     VALUES ('ABS-P1', '建信-徐州示例重工2025年第1期供应链资产支持专项计划', '建信资本（演示）', 'F1', $1, $2, 98000000, 90000000, 8000000)`,
    [shift('2025-03-21'), shift('2026-03-20')],
  );
  const corps = new Map(
    (
      await q.query<{ corp_id: string; corp_name: string; uscc: string }>(
        "SELECT corp_id, corp_name, uscc FROM corp WHERE corp_id IN ('C1', 'C2', 'S1', 'S2', 'S3')",
      )
    ).map((c) => [c.corp_id, c]),
  );
  const corp = (id: SeedCorp) => corps.get(id) ?? { corp_name: id, uscc: '' };
  await seedTradeData(q, {
    businessDate,
    uscc: Object.fromEntries([...corps.values()].map((c) => [c.corp_id, c.uscc])),
    invoices: INVOICES.map((v) => ({
      invoiceId: v.id,
      corpId: v.debtor,
      type: 'VAT_SPECIAL',
      code: '3200251130',
      number: v.number,
      issueDate: shift('2025-03-01'),
      amountExTaxFen: parseFen(v.exTax),
      taxFen: parseFen(v.tax),
      totalFen: parseFen(v.exTax) + parseFen(v.tax),
      checkCodeLast6: '',
      buyerName: corp(v.debtor).corp_name,
      buyerTaxNo: corp(v.debtor).uscc,
      sellerName: corp(v.seller).corp_name,
      sellerTaxNo: corp(v.seller).uscc,
      at: atOf(shift('2025-03-01')),
    })),
    packages: [],
  });
  const staff = await staffByCorpRole(q);
  for (const s of ABS_SEED) {
    const amountFen = parseFen(s.amount);
    const confirmApp = await seedApp(q, staff, {
      bizType: 'ABS_PAYABLE',
      status: s.confirmed ? 'COMPLETED' : 'PENDING_REVIEW',
      day: shift(s.confirmed ?? s.applied),
      applicant: s.debtor,
      amountFen,
    });
    const transferApp = s.transfer
      ? await seedApp(q, staff, {
          bizType: 'ABS_TRANSFER',
          status: s.transfer.status,
          day: shift(s.transfer.on),
          applicant: s.creditor,
          counterparty: 'F1',
          amountFen,
        })
      : null;
    const no = await repo.insertReceivable(
      q,
      {
        debtorCorpId: s.debtor,
        creditorCorpId: s.creditor,
        amountFen,
        dueDate: shift(s.due),
        contractNo: `HT-ABS-${s.key}`,
        remark: '',
        // The state it ends in is written last, with the facts its checks ask for (price, 付款确认书).
        status: s.confirmed ? 'CONFIRMED' : 'PENDING_CONFIRM',
        confirmAppNo: confirmApp,
        confirmedDate: s.confirmed ? shift(s.confirmed) : null,
        createdBy: USERS[s.debtor]!.op,
        at: atOf(shift(s.applied)),
      },
      shift(s.applied),
    );
    await repo.linkApp(q, confirmApp, no);
    const invoice = INVOICES.find((v) => v.for === s.key)!;
    await repo.occupyInvoice(q, no, invoice.id, amountFen);
    if (!transferApp || !s.transfer) continue;
    await repo.linkApp(q, transferApp, no);
    await repo.insertTransferApp(q, transferApp, 'F1');
    await q.query('UPDATE abs_receivable SET transfer_app_no = $2, status = $3 WHERE receivable_no = $1', [
      no,
      transferApp,
      // A paid one reaches its state below, with its price.
      s.transfer.price ? 'CONFIRMED' : s.status,
    ]);
    if (!s.transfer.price || !s.transfer.fee) continue;
    const on = shift(s.transfer.on);
    await q.query(
      `UPDATE abs_receivable SET current_creditor_corp_id = 'F1', fi_corp_id = 'F1', price_mode = 'DISCOUNT', rate = '4.20%', service_fee_rate = '0.10%',
         price_fen = $2, service_fee_fen = $3, transfer_date = $4, zd_reg_no = $5, pay_confirmed = TRUE, product_code = $6, pool_batch_no = $7, pool_date = $8,
         settled_date = $9, status = $10
       WHERE receivable_no = $1`,
      [
        no,
        parseFen(s.transfer.price).toString(),
        parseFen(s.transfer.fee).toString(),
        on,
        await repo.nextZdRegNo(q, on),
        s.pool ? 'ABS-P1' : null,
        s.pool?.batchNo ?? null,
        s.pool ? shift(s.pool.on) : null,
        s.settled ? shift(s.settled) : null,
        s.status,
      ],
    );
    await repo.setTransferPaid(q, transferApp, {
      valueDate: on,
      priceFen: parseFen(s.transfer.price),
      serviceFeeFen: parseFen(s.transfer.fee),
      paidFen: parseFen(s.transfer.price) - parseFen(s.transfer.fee),
      bankSerial: '',
    });
  }
}

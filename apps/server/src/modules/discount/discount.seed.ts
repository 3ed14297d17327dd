import { addCalendarDays, calendarDaysBetween, parseFen } from '@scf/api/money';
import type { BillPackageStatus, BillRangeStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { ymd } from '../applications';
import { addBillEvent, insertPackage } from './bills.repo';
import { seedDiscountApply } from './discount-apply.seed';
import { seedBabIssue } from './bab-issue.seed';

/**
 * The discount area's shared demo (domain-lines.md §13.12), dated as on 2025-06-16 and moved with the business date:
 * F1's acceptance line LB1 for C1 (20 000 000.00, margin 30 %, fee 0.05 %), F1's discount quote for C1's acceptances
 * (1.50 %, rule 1 节假日顺延), and the packages BAB-1 (held by S1, splittable), BAB-2 (待签收 by S2) and BAB-4 (held by
 * S1, whole only). LB1's used figure counts the three packages' exposures (840 000.00 + 350 000.00 + 210 000.00); C1's
 * margin account already holds their margins frozen (seed/bank.ts). The applications of §13.12 — BAB…03 waiting for
 * c1_dir (LB1 frozen 140 000.00) and DSB…01 discounting BAB-4 at F1 — are written by the parts whose flows they are.
 */
const DEMO_DAY = '2025-06-16';
const F1_BANK_CODE = '105303000017';

export const LB1 = { lineId: 'LB1', fi: 'F1', corp: 'C1', total: '20000000.00', marginRatio: '30%', acceptFeeRate: '0.05%' } as const;
export const C1_DISCOUNT_QUOTE = { fi: 'F1', drawer: 'C1', annualRate: '1.50%', deferralRule: 1 } as const;

interface SeedPackage {
  key: 'BAB-1' | 'BAB-2' | 'BAB-4';
  seq: number;
  payee: 'S1' | 'S2';
  amount: string;
  issue: string;
  due: string;
  splittable: boolean;
  margin: string;
  fee: string;
  status: BillPackageStatus;
  range: BillRangeStatus;
  contractNo: string;
}

export const DISCOUNT_SEED: readonly SeedPackage[] = [
  {
    key: 'BAB-1',
    seq: 1,
    payee: 'S1',
    amount: '1200000.00',
    issue: '2025-06-06',
    due: '2025-10-04',
    splittable: true,
    margin: '360000.00',
    fee: '600.00',
    status: 'ISSUED',
    range: 'HELD',
    contractNo: 'HT-C1-S1-2025-018',
  },
  {
    key: 'BAB-2',
    seq: 2,
    payee: 'S2',
    amount: '500000.00',
    issue: '2025-06-12',
    due: '2025-12-12',
    splittable: false,
    margin: '150000.00',
    fee: '250.00',
    status: 'PENDING_RECEIVE',
    range: 'PENDING_RECEIVE',
    contractNo: 'HT-C1-S2-2025-022',
  },
  {
    key: 'BAB-4',
    seq: 4,
    payee: 'S1',
    amount: '300000.00',
    issue: '2025-05-30',
    due: '2025-08-29',
    splittable: false,
    margin: '90000.00',
    fee: '150.00',
    status: 'ISSUED',
    range: 'HELD',
    contractNo: 'HT-C1-S1-2025-015',
  },
];

/** The 30-digit number of a seeded package: `8` + F1's 联行号 + the issue date + its sequence (§14A.4). */
export const seededPackageNo = (issueDate: string, seq: number): string => `8${F1_BANK_CODE}${ymd(issueDate)}${String(seq).padStart(9, '0')}`;

export async function seedDiscount(tx: Queryable, businessDate: string): Promise<void> {
  const shift = (day: string): string => addCalendarDays(day, calendarDaysBetween(DEMO_DAY, businessDate));
  const used = parseFen('1400000.00');
  await tx.query(
    `INSERT INTO bab_line (line_id, fi_corp_id, corp_id, total_fen, used_fen, margin_ratio, accept_fee_rate, start_date, end_date, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'ACTIVE')`,
    [LB1.lineId, LB1.fi, LB1.corp, String(parseFen(LB1.total)), String(used), LB1.marginRatio, LB1.acceptFeeRate, shift('2025-01-01'), shift('2025-12-31')],
  );
  await tx.query('INSERT INTO discount_quote (fi_corp_id, drawer_corp_id, annual_rate, deferral_rule) VALUES ($1, $2, $3, $4)', [
    C1_DISCOUNT_QUOTE.fi,
    C1_DISCOUNT_QUOTE.drawer,
    C1_DISCOUNT_QUOTE.annualRate,
    C1_DISCOUNT_QUOTE.deferralRule,
  ]);
  for (const p of DISCOUNT_SEED) {
    const issueDate = shift(p.issue);
    const packageNo = seededPackageNo(issueDate, p.seq);
    const amountFen = parseFen(p.amount);
    const rangeId = await insertPackage(
      tx,
      {
        packageNo,
        drawerCorpId: 'C1',
        acceptorCorpId: 'F1',
        payeeCorpId: p.payee,
        amountFen,
        issueDate,
        dueDate: shift(p.due),
        splittable: p.splittable,
        notTransferable: false,
        babAppNo: null,
        lineNo: null,
        babLineId: LB1.lineId,
        marginFen: parseFen(p.margin),
        feeFen: parseFen(p.fee),
        contractNo: p.contractNo,
        status: p.status,
      },
      p.payee,
      p.range,
      issueDate,
    );
    const at = `${issueDate}T10:00:00+08:00`;
    await addBillEvent(tx, { packageNo, at, kind: 'ACCEPTED', label: '银行承兑', corpId: 'F1', amountFen });
    await addBillEvent(tx, { packageNo, at, kind: 'DELIVERED', label: '提示收票', corpId: 'C1', amountFen });
    if (p.status === 'ISSUED') await addBillEvent(tx, { packageNo, rangeId, at, kind: 'RECEIVED', label: '收票签收', corpId: p.payee, amountFen });
  }
  // The next package drawn on the platform numbers after the seeded ones.
  await tx.query("SELECT setval('bill_package_seq', 4)");
  await seedDiscountApply(tx, businessDate);
  await seedBabIssue(tx, businessDate);
}

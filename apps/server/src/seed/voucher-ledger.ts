/**
 * The voucher (支付通) part of the demo (domain-lines.md §13.8): line LV1 of F1 to C1 and the vouchers under it, written
 * by the same ledger plan as credit with product VOUCHER (numbers XV + yyyyMMdd + 8 digits), and the core's supplier
 * whitelist (`product_supplier`): C1 opened 支付通 for S1 and S3, not for S2 (c1_op can 开通 it). Dates move with the
 * business date as the credit plan's do. VC1 (cashed by the 2025-06-13 debit run) belongs to the debit seed.
 */
import type { Queryable } from '../platform/db/db';
import type { LedgerPlan } from '../modules/credits';
import { relative, y } from './demo-dates';

/** `offset`: the numbers the credit plan took (one sequence for both products). */
export function voucherLedgerPlan(businessDate: string, offset: { credits: number; apps: number }): LedgerPlan {
  const d = relative(businessDate);
  const voucher = (key: string, holder: string, yuan: number, issue: string, due: string): LedgerPlan['credits'][number] => ({
    key,
    issuerCorpId: 'C1',
    holderCorpId: holder,
    amountFen: y(yuan),
    issueDate: d(issue),
    dueDate: d(due),
    status: 'HELD',
    lineId: 'LV1',
  });
  return {
    product: 'VOUCHER',
    lines: [
      {
        lineId: 'LV1',
        productType: 'VOUCHER',
        fiCorpId: 'F1',
        corpId: 'C1',
        totalFen: y(10_000_000),
        revolving: true,
        startDate: d('2025-01-01'),
        endDate: d('2025-12-31'),
        status: 'ACTIVE',
      },
    ],
    subLimits: [],
    contracts: [],
    credits: [
      voucher('VC2', 'S3', 80_000, '2025-06-03', '2025-09-30'),
      voucher('VC3', 'S1', 120_000, '2025-03-19', '2025-06-17'),
      // Cashed by the 2025-06-13 09:00 debit run: its VDB run, line and receipts are modules/voucher-debit's seed.
      { ...voucher('VC1', 'S1', 300_000, '2025-04-16', '2025-06-13'), status: 'CASHED' },
    ],
    // C1's commitment for VC2 at F1 (协议付息 60 %, seed/voucher-finance.ts writes its terms), approved on 2025-06-10.
    apps: [
      {
        key: 'BPF-VC2',
        bizType: 'CORE_FINANCE',
        status: 'COMPLETED',
        businessDate: d('2025-06-10'),
        applicantCorpId: 'C1',
        counterpartyCorpId: 'F1',
        amountFen: y(80_000),
        creator: 'c1_op',
        approver: 'c1_dir',
        credits: [{ key: 'VC2', amountFen: y(80_000) }],
      },
    ],
    offset,
  };
}

/** 供应商 of C1 for 支付通 (§13.8): rows set by the core, in force from their dates. */
export const VOUCHER_SUPPLIERS: ReadonlyArray<{ core: string; supplier: string; from: string }> = [
  { core: 'C1', supplier: 'S1', from: '2025-01-02' },
  { core: 'C1', supplier: 'S3', from: '2025-05-30' },
];

export async function seedVoucherSuppliers(q: Queryable, businessDate: string, at: number): Promise<void> {
  const d = relative(businessDate);
  for (const s of VOUCHER_SUPPLIERS) {
    await q.query(
      `INSERT INTO product_supplier (core_corp_id, supplier_corp_id, product_type, status, effective_from, set_by, updated_at)
       VALUES ($1, $2, 'VOUCHER', 'ACTIVE', $3, 'CORE', $4)`,
      [s.core, s.supplier, d(s.from), at],
    );
  }
}

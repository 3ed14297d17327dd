/**
 * 支付通 financing in the demo (domain-lines.md §13.8, §17.3): F1's VOUCHER quotes for C1 (3.45 % up to 90 days, 3.60 %
 * beyond, fee 0.20 %) and the terms of C1's approved commitment for VC2 at F1 (协议付息, 买方承担 60 %; its CORE_FINANCE
 * application BPF-VC2 is in the voucher ledger plan). On 2025-06-16 S3 financing VC2 in full receives 79 641.96 and C1
 * owes 537.07 beside the face at maturity.
 */
import type { Queryable } from '../platform/db/db';
import { planNumbers } from '../modules/credits';
import type { LedgerPlan } from '../modules/credits';
import type { FinanceSeedPlan } from '../modules/finance';

export const VOUCHER_QUOTES: FinanceSeedPlan['quotes'] = [
  { fiCorpId: 'F1', issuerCorpId: 'C1', productType: 'VOUCHER', maxDays: 90, annualRate: '3.45', serviceFeeRate: '0.20', interestPayer: 'SUPPLIER' },
  { fiCorpId: 'F1', issuerCorpId: 'C1', productType: 'VOUCHER', maxDays: null, annualRate: '3.60', serviceFeeRate: '0.20', interestPayer: 'SUPPLIER' },
];

/** The commitment's terms and the voucher it covers (what the director's approval leaves, as buyerPaidStart writes it). */
export async function seedVoucherFinance(q: Queryable, vouchers: LedgerPlan, at: number): Promise<void> {
  const n = planNumbers(vouchers);
  const appNo = n.apps['BPF-VC2'];
  const creditNo = n.credits.VC2;
  if (!appNo || !creditNo) throw new Error('voucher finance seed: BPF-VC2 or VC2 missing from the voucher plan');
  await q.query("INSERT INTO buyer_paid_terms (app_no, interest_payer, buyer_share_pct, valid_until) VALUES ($1, 'AGREED', 60, NULL)", [appNo]);
  await q.query(
    `INSERT INTO buyer_paid_credit (credit_no, fi_corp_id, core_corp_id, app_no, created_at, interest_payer, buyer_share_pct)
     VALUES ($1, 'F1', 'C1', $2, $3, 'AGREED', 60)`,
    [creditNo, appNo, at],
  );
}

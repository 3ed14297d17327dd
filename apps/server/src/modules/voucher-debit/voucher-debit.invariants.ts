import type { Queryable } from '../../platform/db/db';

/**
 * The debit's invariants (domain-lines.md §17.6-3, -5) as readable breaks: a voucher leaf has at most one debit line
 * and is paid at most once; a PAID debit line has exactly one VOUCHER_DEBIT transfer of its amount for its leaf, from
 * a 还款专户 of the issuer, to the line's payee account; a CASHED voucher has a PAID line; an OVERDUE one has none.
 */
export async function debitInvariantBreaks(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ credit_no: string; why: string }>(
    `SELECT l.credit_no, 'paid line without exactly one matching VOUCHER_DEBIT transfer' AS why FROM cash_line l JOIN credit c ON c.credit_no = l.credit_no
      WHERE l.run_no IS NOT NULL AND l.status = 'PAID' AND (
        SELECT count(*) FROM sim_bank_txn t JOIN bank_account a ON a.account_id = t.from_account_id
         WHERE t.purpose = 'VOUCHER_DEBIT' AND t.biz_ref = l.credit_no AND t.amount_fen = l.amount_fen AND t.to_account_id = l.payee_account_id
           AND a.corp_id = c.issuer_corp_id AND a.purpose = 'CASH_REPAY') <> 1
     UNION ALL
     SELECT t.biz_ref, 'VOUCHER_DEBIT transfer without a paid line' FROM sim_bank_txn t
      WHERE t.purpose = 'VOUCHER_DEBIT' AND NOT EXISTS (SELECT 1 FROM cash_line l WHERE l.credit_no = t.biz_ref AND l.run_no IS NOT NULL AND l.status = 'PAID')
     UNION ALL
     SELECT c.credit_no, 'CASHED voucher without a paid line' FROM credit c
      WHERE c.product_type = 'VOUCHER' AND c.status = 'CASHED' AND NOT EXISTS (SELECT 1 FROM cash_line l WHERE l.credit_no = c.credit_no AND l.status = 'PAID')
     UNION ALL
     SELECT c.credit_no, 'OVERDUE or CASHING voucher with a paid line' FROM credit c
      WHERE c.product_type = 'VOUCHER' AND c.status IN ('OVERDUE', 'CASHING')
        AND EXISTS (SELECT 1 FROM cash_line l WHERE l.credit_no = c.credit_no AND l.status = 'PAID')
     UNION ALL
     SELECT c.credit_no, 'CASHING or OVERDUE voucher without its debit line' FROM credit c
      WHERE c.product_type = 'VOUCHER' AND c.status IN ('OVERDUE', 'CASHING')
        AND NOT EXISTS (SELECT 1 FROM cash_line l WHERE l.credit_no = c.credit_no AND l.run_no IS NOT NULL)
     ORDER BY 1, 2`,
  );
  return rows.map((r) => `${r.credit_no}: ${r.why}`);
}

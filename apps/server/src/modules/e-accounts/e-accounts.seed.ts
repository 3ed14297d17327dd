import type { Queryable } from '../../platform/db/db';

/**
 * What the demo needs of this module (domain-lines.md §13.6, §13.7), on the accounts seed/bank.ts creates (each row
 * only when its account is there): A-S3-ELEC's binding verification to A-S3-SETTLE, PAID on 2025-06-15 for 0.37 with
 * 3 tries left, and C1's 代扣授权 on A-C1-VREPAY signed by c1_dir on 2025-01-02 (effective the next day).
 */
export async function seedEAccounts(tx: Queryable): Promise<void> {
  const at = Date.parse('2025-06-15T02:00:00Z');
  await tx.query(
    `INSERT INTO deposit_verify_attempt (attempt_id, corp_id, purpose, subject_id, account_id, account_no, account_name, bank_name, bank_code, status,
       amount_fen, tries_left, txn_id, business_date, expires_on, created_at, updated_at)
     SELECT 'DVA-S3-ELEC', 'S3', 'EACCOUNT_BIND', e.account_id, s.account_id, s.account_no, s.account_name, s.bank_name, s.bank_code, 'PAID', 37, 3,
       (SELECT t.txn_id FROM sim_bank_txn t WHERE t.to_account_id = s.account_id AND t.purpose = 'VERIFY' ORDER BY t.txn_id LIMIT 1),
       '2025-06-15', '2025-06-22', $1, $1
       FROM bank_account e JOIN bank_account s ON s.account_id = 'A-S3-SETTLE'
      WHERE e.account_id = 'A-S3-ELEC' AND e.status = 'PENDING_BIND'
     ON CONFLICT DO NOTHING`,
    [at],
  );
  await tx.query(
    `INSERT INTO account_mandate (mandate_no, account_id, corp_id, status, signed_by, signed_on, effective_from, created_at)
     SELECT 'MDT-C1-VREPAY', account_id, corp_id, 'ACTIVE', 'c1_dir', '2025-01-02', '2025-01-03', $1 FROM bank_account WHERE account_id = 'A-C1-VREPAY'
     ON CONFLICT DO NOTHING`,
    [Date.parse('2025-01-02T02:00:00Z')],
  );
}

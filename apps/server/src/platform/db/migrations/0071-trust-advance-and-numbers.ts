// Issue 26: 垫款还款 is the drawer operator's 还款申请, signed by its director with the key (a password alone never moves
// money): the row keeps who asked, when, the 备注 and who signed.
export const sql = `
ALTER TABLE bill_maturity ADD COLUMN repay_requested_by TEXT REFERENCES app_user (user_id);
ALTER TABLE bill_maturity ADD COLUMN repay_requested_at BIGINT;
ALTER TABLE bill_maturity ADD COLUMN repay_comment TEXT;
ALTER TABLE bill_maturity ADD COLUMN repay_signed_by TEXT REFERENCES app_user (user_id);
`;

// Issue 26: series numbers grow a digit past 10^6 (10^8) instead of wrapping; the checks take 6 (8) digits or more.
const widen = (table: string, column: string, prefix: string, digits: number): string =>
  `ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_check;
ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_check CHECK (${column} ~ '^${prefix}[0-9]{${digits},}$');`;

export const numbers = [
  widen('edt_order', 'order_id', 'EO', 14),
  widen('edt_loan', 'loan_no', 'LN', 14),
  widen('bill_package', 'line_no', 'BIL', 14),
  widen('bab_issue_line', 'line_no', 'BIL', 14),
  widen('abs_receivable', 'receivable_no', 'ABR', 14),
  widen('abs_pool_batch', 'batch_no', 'PIB', 14),
  widen('pond', 'pond_no', 'PND', 14),
  widen('pond_receivable', 'pr_no', 'PRC', 14),
  widen('sim_bank_txn', 'bank_serial', 'CCB', 16),
  widen('receipt', 'receipt_no', 'HD', 16),
].join('\n');

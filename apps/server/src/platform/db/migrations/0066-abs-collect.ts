// 供应链ABS 回款登记 (issue 31, domain-lines.md §18.3): the debtor's payment of a collected receivable moves through the
// simulated bank to the factor with its receipts, under the new transfer purpose ABS_COLLECT (应收账款回款).
export const sql = `
ALTER TABLE sim_bank_txn DROP CONSTRAINT sim_bank_txn_purpose_check;
ALTER TABLE sim_bank_txn ADD CONSTRAINT sim_bank_txn_purpose_check CHECK (purpose IN ('CASH_PAY', 'VOUCHER_DEBIT', 'FIN_DISBURSE', 'FIN_REPAY',
  'EDT_COLLECT', 'EDT_RELEASE', 'POOL_DRAW', 'POOL_REPAY', 'MARGIN', 'ABS_PRICE', 'ABS_COLLECT', 'DISCOUNT_PAY', 'BILL_PAY', 'ADVANCE', 'FEE',
  'VERIFY', 'WITHDRAW'));
`;

// The holder's flows (issue 11): a transfer names the trade contract with its receiver (domain.md §7.5).
export const sql = `
ALTER TABLE application ADD COLUMN contract_id TEXT REFERENCES trade_contract (contract_id);
`;

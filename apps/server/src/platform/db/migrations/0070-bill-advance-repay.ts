// 垫款还款 (issue 33, domain-lines.md §20.6): the drawer repays the acceptor's 垫款 with its penalty to the day; the row
// keeps when and how much, so 到期付款查询 shows 垫款已还 with the penalty that was paid.
export const sql = `
ALTER TABLE bill_maturity ADD COLUMN repaid_on TEXT;
ALTER TABLE bill_maturity ADD COLUMN penalty_fen BIGINT NOT NULL DEFAULT 0 CHECK (penalty_fen >= 0);
ALTER TABLE bill_maturity ADD COLUMN penalty_days INTEGER NOT NULL DEFAULT 0 CHECK (penalty_days >= 0);
ALTER TABLE bill_maturity ADD COLUMN repaid_by TEXT REFERENCES app_user (user_id);
ALTER TABLE bill_maturity ADD CONSTRAINT bill_maturity_repaid CHECK ((advance_status = 'REPAID') = (repaid_on IS NOT NULL));
`;

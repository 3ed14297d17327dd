// Issue 26: 垫款还款 is the drawer operator's 还款申请, signed by its director with the key (a password alone never moves
// money): the row keeps who asked, when, the 备注 and who signed.
export const sql = `
ALTER TABLE bill_maturity ADD COLUMN repay_requested_by TEXT REFERENCES app_user (user_id);
ALTER TABLE bill_maturity ADD COLUMN repay_requested_at BIGINT;
ALTER TABLE bill_maturity ADD COLUMN repay_comment TEXT;
ALTER TABLE bill_maturity ADD COLUMN repay_signed_by TEXT REFERENCES app_user (user_id);
`;

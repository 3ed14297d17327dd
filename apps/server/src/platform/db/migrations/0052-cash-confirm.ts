// Issue 26 item 6: 兑付确认 of an offline payment is an application (CASH_CONFIRM) — the operator proposes the credit,
// the date and the payment's reference, the director signs it, a bank holding the credit confirms receipt. One row per
// proposal; the payee and its account are fixed when it is proposed, so the signed original names them.
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('CASH_CONFIRM', '兑付确认');
CREATE TABLE cash_confirm_request (
  app_no           TEXT PRIMARY KEY REFERENCES application (app_no),
  credit_no        TEXT NOT NULL REFERENCES credit (credit_no),
  paid_date        TEXT NOT NULL,
  reference        TEXT NOT NULL,
  payee_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  payee_account_id TEXT REFERENCES bank_account (account_id)
);
CREATE INDEX cash_confirm_request_credit ON cash_confirm_request (credit_no);
`;

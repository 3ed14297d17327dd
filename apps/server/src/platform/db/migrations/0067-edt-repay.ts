// e订通 (domain-lines.md §19.5, §19.7): 收款方式 with 受托支付's payee, the 融资资料 picked on an application, and the
// supplier's own repayments (主动还款 / 提前还款) of a loan.
export const sql = `
ALTER TABLE edt_finance ADD COLUMN pay_mode TEXT NOT NULL DEFAULT 'SELF' CHECK (pay_mode IN ('SELF', 'ENTRUSTED'));
ALTER TABLE edt_finance ADD COLUMN payee_name TEXT;
ALTER TABLE edt_finance ADD COLUMN payee_account_no TEXT;
ALTER TABLE edt_finance ADD COLUMN payee_contract_no TEXT;
ALTER TABLE edt_finance ADD CONSTRAINT edt_finance_payee
  CHECK (pay_mode = 'SELF' OR (payee_name IS NOT NULL AND payee_account_no IS NOT NULL AND payee_contract_no IS NOT NULL));

-- 融资资料 of an application: the supplier's contracts and invoices (trade data) it is backed by.
CREATE TABLE edt_finance_data (
  app_no  TEXT NOT NULL REFERENCES edt_finance (app_no),
  kind    TEXT NOT NULL CHECK (kind IN ('CONTRACT', 'INVOICE')),
  data_id TEXT NOT NULL,
  PRIMARY KEY (app_no, kind, data_id)
);

-- 主动还款 (REPAYMENT) and 提前还款 (ADVANCED_PAYMENT): one per loan, signed by the supplier's director.
CREATE TABLE edt_repayment (
  loan_no       TEXT PRIMARY KEY REFERENCES edt_loan (loan_no),
  kind          TEXT NOT NULL CHECK (kind IN ('REPAYMENT', 'ADVANCED_PAYMENT')),
  principal_fen BIGINT NOT NULL CHECK (principal_fen >= 0),
  interest_fen  BIGINT NOT NULL CHECK (interest_fen >= 0),
  penalty_fen   BIGINT NOT NULL CHECK (penalty_fen >= 0),
  business_date TEXT NOT NULL,
  signed_by     TEXT NOT NULL,
  signed_serial TEXT,
  created_at    BIGINT NOT NULL
);
`;

// 兑付 (issue 14 part 4, domain.md §5.5, §7.8): a cash plan is a CASH application (its flow, todo and signature are the
// ledger's) with the payer account and funding of its due date; one payment line per leaf credit.
export const sql = `
CREATE TABLE cash_plan (
  app_no             TEXT PRIMARY KEY REFERENCES application (app_no),
  variant            TEXT NOT NULL CHECK (variant IN ('CASH', 'ICBC')),
  issuer_corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  due_date           TEXT NOT NULL,
  payer_account_type TEXT NOT NULL CHECK (payer_account_type IN ('SPECIAL', 'OTHER_BANK')),
  payer_account_no   TEXT NOT NULL,
  payer_account_name TEXT NOT NULL,
  payer_bank_name    TEXT NOT NULL,
  funds_ready        BOOLEAN NOT NULL DEFAULT FALSE,
  funding_ref        TEXT NOT NULL DEFAULT '',
  total_fen          BIGINT NOT NULL CHECK (total_fen > 0)
);
CREATE INDEX cash_plan_issuer ON cash_plan (issuer_corp_id, due_date);

-- A line without a plan is an offline payment confirmed (兑付确认) for an overdue credit no approved plan covers.
CREATE TABLE cash_line (
  line_id          BIGSERIAL PRIMARY KEY,
  app_no           TEXT REFERENCES cash_plan (app_no),
  line_no          INTEGER NOT NULL CHECK (line_no > 0),
  credit_no        TEXT NOT NULL REFERENCES credit (credit_no),
  payee_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  payee_kind       TEXT NOT NULL CHECK (payee_kind IN ('HOLDER', 'FI')),
  payee_account_id TEXT REFERENCES bank_account (account_id),
  amount_fen       BIGINT NOT NULL CHECK (amount_fen > 0),
  status           TEXT NOT NULL CHECK (status IN ('PENDING', 'PAYING', 'PAID', 'FAILED')),
  paid_at          BIGINT,
  paid_date        TEXT,
  bank_serial      TEXT,
  offline          BOOLEAN NOT NULL DEFAULT FALSE,
  fail_reason      TEXT NOT NULL DEFAULT '',
  UNIQUE (app_no, line_no)
);
CREATE INDEX cash_line_credit ON cash_line (credit_no);
-- domain.md §7.6-6: a credit is paid at most once, whatever plans cover it.
CREATE UNIQUE INDEX cash_line_paid_once ON cash_line (credit_no) WHERE status = 'PAID';
`;

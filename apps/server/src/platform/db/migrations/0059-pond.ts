// 资产池 (domain-lines.md §18.7, seed §13.10): ponds with their recomputed 可用额度, the assets in them (credits), the
// drawdowns (each its PDD application's number) and repayments, and the pond of every PIN, POT, PDD and PRP application.
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('POND_IN', '资产入池'), ('POND_OUT', '资产出池'), ('POND_DRAWDOWN', '资产池提款'), ('POND_REPAY', '资产池还款');

CREATE SEQUENCE pond_seq;
CREATE SEQUENCE pond_receivable_seq;

CREATE TABLE pond (
  pond_no           TEXT PRIMARY KEY CHECK (pond_no ~ '^PND[0-9]{14}$'),
  pledgor_corp_id   TEXT NOT NULL REFERENCES corp (corp_id),
  fi_corp_id        TEXT NOT NULL REFERENCES corp (corp_id),
  credit_mode       TEXT NOT NULL DEFAULT 'TOTAL' CHECK (credit_mode IN ('TOTAL', 'TERM')),
  pledge_rate       TEXT NOT NULL,
  margin_account_id TEXT NOT NULL REFERENCES bank_account (account_id),
  draw_rate         TEXT NOT NULL,
  start_date        TEXT NOT NULL,
  end_date          TEXT NOT NULL CHECK (end_date > start_date),
  status            TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'FROZEN', 'CLOSED')),
  -- poolLimit − exposure, recomputed under the row lock after every change (§18.8 invariant 4).
  available_fen     BIGINT NOT NULL DEFAULT 0,
  version           INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE pond_app (
  app_no  TEXT PRIMARY KEY REFERENCES application (app_no),
  pond_no TEXT NOT NULL REFERENCES pond (pond_no)
);
CREATE INDEX pond_app_pond ON pond_app (pond_no);

CREATE TABLE pond_receivable (
  pr_no       TEXT PRIMARY KEY CHECK (pr_no ~ '^PRC[0-9]{14}$'),
  pond_no     TEXT NOT NULL REFERENCES pond (pond_no),
  asset_type  TEXT NOT NULL DEFAULT 'CREDIT' CHECK (asset_type IN ('CREDIT', 'VOUCHER')),
  asset_no    TEXT NOT NULL REFERENCES credit (credit_no),
  amount_fen  BIGINT NOT NULL CHECK (amount_fen > 0),
  due_date    TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('PENDING_IN', 'IN_POOL', 'PENDING_OUT', 'OUT', 'MATURED', 'REJECTED')),
  in_app_no   TEXT REFERENCES application (app_no),
  out_app_no  TEXT REFERENCES application (app_no),
  in_date     TEXT,
  out_date    TEXT
);
CREATE INDEX pond_receivable_pond ON pond_receivable (pond_no);
-- An asset is in at most one pond (§18.8 invariant 4), and in one open application.
CREATE UNIQUE INDEX pond_receivable_live ON pond_receivable (asset_no) WHERE status IN ('PENDING_IN', 'IN_POOL', 'PENDING_OUT');

CREATE TABLE pond_drawdown (
  drawdown_no          TEXT PRIMARY KEY REFERENCES application (app_no),
  pond_no              TEXT NOT NULL REFERENCES pond (pond_no),
  principal_fen        BIGINT NOT NULL CHECK (principal_fen > 0),
  rate                 TEXT NOT NULL,
  value_date           TEXT NOT NULL,
  due_date             TEXT NOT NULL,
  repaid_principal_fen BIGINT NOT NULL DEFAULT 0,
  status               TEXT NOT NULL CHECK (status IN ('PENDING_REVIEW', 'PENDING_FI', 'FUNDED', 'REPAID', 'OVERDUE', 'REJECTED', 'CANCELLED')),
  loan_no              TEXT,
  bank_serial          TEXT,
  CHECK (repaid_principal_fen >= 0 AND repaid_principal_fen <= principal_fen)
);
CREATE INDEX pond_drawdown_pond ON pond_drawdown (pond_no);

CREATE TABLE pond_repay (
  app_no        TEXT PRIMARY KEY REFERENCES application (app_no),
  pond_no       TEXT NOT NULL REFERENCES pond (pond_no),
  drawdown_no   TEXT NOT NULL REFERENCES pond_drawdown (drawdown_no),
  principal_fen BIGINT NOT NULL CHECK (principal_fen > 0),
  source        TEXT NOT NULL CHECK (source IN ('SETTLEMENT', 'MARGIN')),
  interest_fen  BIGINT,
  repay_date    TEXT,
  bank_serial   TEXT
);
CREATE INDEX pond_repay_pond ON pond_repay (pond_no);
`;

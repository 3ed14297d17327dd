// 供应链ABS (issue 31 part 1, domain-lines.md §18.1–§18.4): receivables with their invoices, the factor's quotes and the
// special plans, and what the APR (batch confirmation), ABT (transfer) and APC (cancellation) applications ask.
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('ABS_PAYABLE', '应付账款登记'), ('ABS_TRANSFER', 'ABS转让'), ('ABS_CANCEL', '应付账款作废');

CREATE TABLE abs_quote (
  fi_corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  debtor_corp_id   TEXT NOT NULL REFERENCES corp (corp_id),
  price_mode       TEXT NOT NULL CHECK (price_mode IN ('DISCOUNT', 'RATIO')),
  rate             TEXT NOT NULL,
  service_fee_rate TEXT NOT NULL,
  min_remain_days  INTEGER NOT NULL DEFAULT 30,
  PRIMARY KEY (fi_corp_id, debtor_corp_id)
);

CREATE TABLE abs_product (
  product_code      TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  plan_manager      TEXT NOT NULL,
  fi_corp_id        TEXT NOT NULL REFERENCES corp (corp_id),
  setup_date        TEXT NOT NULL,
  expected_end_date TEXT NOT NULL,
  issue_size_fen    BIGINT NOT NULL CHECK (issue_size_fen > 0),
  senior_fen        BIGINT NOT NULL CHECK (senior_fen >= 0),
  subordinate_fen   BIGINT NOT NULL CHECK (subordinate_fen >= 0),
  locked            BOOLEAN NOT NULL DEFAULT FALSE,
  status            TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'MATURED', 'LIQUIDATED')),
  CHECK (issue_size_fen = senior_fen + subordinate_fen)
);

CREATE SEQUENCE abs_receivable_seq;
CREATE SEQUENCE abs_zd_seq;

CREATE TABLE abs_receivable (
  receivable_no      TEXT PRIMARY KEY CHECK (receivable_no ~ '^ABR[0-9]{14}$'),
  debtor_corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  creditor_corp_id   TEXT NOT NULL REFERENCES corp (corp_id),
  current_creditor_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  amount_fen         BIGINT NOT NULL CHECK (amount_fen > 0),
  due_date           TEXT NOT NULL,
  contract_no        TEXT NOT NULL,
  remark             TEXT NOT NULL DEFAULT '',
  status             TEXT NOT NULL CHECK (status IN ('DRAFT', 'PENDING_CONFIRM', 'CONFIRMED', 'DISPUTED', 'CANCELLING', 'TRANSFERRING',
                       'TRANSFERRED', 'POOLED', 'OVERDUE', 'SETTLED', 'CANCELLED', 'EXPIRED')),
  confirm_app_no     TEXT REFERENCES application (app_no),
  confirmed_date     TEXT,
  transfer_app_no    TEXT REFERENCES application (app_no),
  fi_corp_id         TEXT REFERENCES corp (corp_id),
  price_mode         TEXT CHECK (price_mode IN ('DISCOUNT', 'RATIO')),
  rate               TEXT,
  service_fee_rate   TEXT,
  price_fen          BIGINT CHECK (price_fen > 0 AND price_fen <= amount_fen),
  service_fee_fen    BIGINT CHECK (service_fee_fen >= 0),
  transfer_date      TEXT,
  zd_reg_no          TEXT UNIQUE,
  pay_confirmed      BOOLEAN NOT NULL DEFAULT FALSE,
  product_code       TEXT REFERENCES abs_product (product_code),
  pool_batch_no      TEXT,
  pool_date          TEXT,
  settled_date       TEXT,
  reason             TEXT NOT NULL DEFAULT '',
  created_by         TEXT REFERENCES app_user (user_id),
  created_at         BIGINT NOT NULL,
  updated_at         BIGINT NOT NULL,
  -- §18.8 (3): confirmed only through a director's signature over the batch's 应付账款确认函.
  CHECK (status IN ('DRAFT', 'PENDING_CONFIRM', 'CANCELLED') OR confirmed_date IS NOT NULL),
  CHECK (status <> 'POOLED' OR pay_confirmed),
  CHECK (status NOT IN ('TRANSFERRED', 'POOLED', 'SETTLED') OR (price_fen IS NOT NULL AND transfer_date IS NOT NULL))
);
CREATE INDEX abs_receivable_debtor ON abs_receivable (debtor_corp_id, status);
CREATE INDEX abs_receivable_creditor ON abs_receivable (current_creditor_corp_id, status);

-- The invoices a receivable occupies (§8 non-reuse across products: each also counts in trade_invoice.occupied_fen).
CREATE TABLE abs_receivable_invoice (
  receivable_no TEXT NOT NULL REFERENCES abs_receivable (receivable_no),
  invoice_id    TEXT NOT NULL REFERENCES trade_invoice (invoice_id),
  occupy_fen    BIGINT NOT NULL CHECK (occupy_fen > 0),
  released      BOOLEAN NOT NULL DEFAULT FALSE,
  PRIMARY KEY (receivable_no, invoice_id)
);

-- The receivables an APR batch, an ABT transfer or an APC cancellation names.
CREATE TABLE app_abs_receivable (
  app_no        TEXT NOT NULL REFERENCES application (app_no),
  receivable_no TEXT NOT NULL REFERENCES abs_receivable (receivable_no),
  PRIMARY KEY (app_no, receivable_no)
);
CREATE INDEX app_abs_receivable_no ON app_abs_receivable (receivable_no);

-- An ABT transfer: the factor and what it paid (each receivable's price is on its row, at its debtor's quote).
CREATE TABLE app_abs_transfer (
  app_no           TEXT PRIMARY KEY REFERENCES application (app_no),
  fi_corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  value_date       TEXT,
  price_fen        BIGINT,
  service_fee_fen  BIGINT,
  paid_fen         BIGINT,
  bank_serial      TEXT
);
`;

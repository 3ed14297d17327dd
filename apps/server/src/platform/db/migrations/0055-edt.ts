// e订通 (issue 32, domain-lines.md §19.2–§19.4): the business types 准入 (EAC) and 订单确认 (OCF); the access records,
// the bank's order-financing lines (their own table: credit_line is the credit ledger's and its lists read every row),
// the orders with their goods, and the sequence of order ids.
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('EDT_ACCESS', '准入'), ('ORDER_CONFIRM', '订单确认'), ('EDT_FINANCE', '订单融资');

CREATE TABLE edt_access (
  app_no             TEXT PRIMARY KEY REFERENCES application (app_no),
  supplier_corp_id   TEXT NOT NULL REFERENCES corp (corp_id),
  core_corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  fi_corp_id         TEXT NOT NULL REFERENCES corp (corp_id),
  status             TEXT NOT NULL CHECK (status IN ('PENDING_REVIEW', 'PENDING_FI', 'APPROVED', 'FI_REJECTED', 'RETURNED', 'CANCELLED', 'EXPIRED')),
  trade_fen          BIGINT NOT NULL CHECK (trade_fen >= 0),
  years_in_business  INTEGER NOT NULL CHECK (years_in_business >= 0),
  contact_name       TEXT NOT NULL,
  contact_phone      TEXT NOT NULL,
  statement_file_ids TEXT NOT NULL DEFAULT '[]',
  collect_account_id TEXT REFERENCES bank_account (account_id),
  applied_on         TEXT NOT NULL,
  approved_on        TEXT,
  valid_to           TEXT,
  CHECK ((status IN ('APPROVED', 'EXPIRED')) = (approved_on IS NOT NULL AND valid_to IS NOT NULL))
);
-- One open or approved access per (supplier, core, FI): 已存在有效的准入申请.
CREATE UNIQUE INDEX edt_access_live ON edt_access (supplier_corp_id, core_corp_id, fi_corp_id)
  WHERE status IN ('PENDING_REVIEW', 'PENDING_FI', 'APPROVED', 'RETURNED');
CREATE INDEX edt_access_fi ON edt_access (fi_corp_id, status);

CREATE SEQUENCE edt_line_seq;
CREATE TABLE edt_line (
  line_id         TEXT PRIMARY KEY,
  fi_corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  corp_id         TEXT NOT NULL REFERENCES corp (corp_id),
  core_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  access_app_no   TEXT REFERENCES edt_access (app_no),
  total_fen       BIGINT NOT NULL CHECK (total_fen > 0),
  used_fen        BIGINT NOT NULL DEFAULT 0 CHECK (used_fen >= 0),
  frozen_fen      BIGINT NOT NULL DEFAULT 0 CHECK (frozen_fen >= 0),
  revolving       BOOLEAN NOT NULL,
  start_date      TEXT NOT NULL,
  end_date        TEXT NOT NULL,
  max_ratio       TEXT NOT NULL,
  annual_rate     TEXT NOT NULL,
  day_basis       INTEGER NOT NULL DEFAULT 360 CHECK (day_basis IN (360, 365)),
  fee_rate        TEXT NOT NULL,
  grace_days      INTEGER NOT NULL CHECK (grace_days >= 0),
  penalty_rate    TEXT NOT NULL,
  max_days        INTEGER NOT NULL CHECK (max_days >= 1),
  status          TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'FROZEN', 'EXPIRED')),
  version         INTEGER NOT NULL DEFAULT 0,
  CHECK (used_fen + frozen_fen <= total_fen),
  CHECK (start_date <= end_date)
);
CREATE INDEX edt_line_corp ON edt_line (corp_id, core_corp_id);
CREATE INDEX edt_line_fi ON edt_line (fi_corp_id);

CREATE SEQUENCE edt_order_seq;
CREATE TABLE edt_order (
  order_id            TEXT PRIMARY KEY CHECK (order_id ~ '^EO[0-9]{14}$'),
  order_no            TEXT NOT NULL,
  core_corp_id        TEXT NOT NULL REFERENCES corp (corp_id),
  supplier_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  amount_fen          BIGINT NOT NULL CHECK (amount_fen > 0),
  order_date          TEXT NOT NULL,
  delivery_date       TEXT NOT NULL,
  payment_date        TEXT NOT NULL,
  settlement          TEXT NOT NULL CHECK (settlement IN ('CREDIT_SALE', 'COMMERCIAL_BILL')),
  source              TEXT NOT NULL CHECK (source IN ('CORE_PUSH', 'SUPPLIER_UPLOAD')),
  status              TEXT NOT NULL CHECK (status IN ('UNCONFIRMED', 'CONFIRMING', 'CONFIRMED', 'FINANCING', 'FINANCED', 'OVERDUE', 'SETTLED',
                        'REJECTED', 'EXPIRED', 'CANCELLED')),
  confirmed_fen       BIGINT CHECK (confirmed_fen IS NULL OR (confirmed_fen > 0 AND confirmed_fen <= amount_fen)),
  collect_account_id  TEXT REFERENCES bank_account (account_id),
  confirm_app_no      TEXT REFERENCES application (app_no),
  reject_reason       TEXT NOT NULL DEFAULT '',
  financed_fen        BIGINT NOT NULL DEFAULT 0 CHECK (financed_fen >= 0),
  balance_fen         BIGINT NOT NULL DEFAULT 0 CHECK (balance_fen >= 0),
  version             INTEGER NOT NULL DEFAULT 0,
  created_at          BIGINT NOT NULL,
  -- The confirmation's figures are set from 确认中 on (the application carries them until the director signs).
  CHECK (status IN ('UNCONFIRMED', 'REJECTED', 'CANCELLED', 'EXPIRED') OR (confirmed_fen IS NOT NULL AND collect_account_id IS NOT NULL)),
  UNIQUE (core_corp_id, order_no)
);
CREATE INDEX edt_order_supplier ON edt_order (supplier_corp_id, status);
CREATE INDEX edt_order_core ON edt_order (core_corp_id, status);

-- §19.9 invariant 4: once confirmed, an order's 回款账户 never changes (a change needs the bank's consent, not built;
-- none while a loan is open), whatever writes it.
CREATE FUNCTION edt_order_account_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('CONFIRMED', 'FINANCING', 'FINANCED', 'OVERDUE') AND NEW.collect_account_id IS DISTINCT FROM OLD.collect_account_id THEN
    RAISE EXCEPTION 'edt_order %: the collection account is locked', OLD.order_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER edt_order_account_locked BEFORE UPDATE OF collect_account_id ON edt_order
  FOR EACH ROW EXECUTE FUNCTION edt_order_account_locked();

CREATE TABLE edt_order_item (
  order_id   TEXT NOT NULL REFERENCES edt_order (order_id),
  line_no    INTEGER NOT NULL,
  name       TEXT NOT NULL,
  spec       TEXT NOT NULL DEFAULT '',
  quantity   TEXT NOT NULL,
  unit_fen   BIGINT NOT NULL CHECK (unit_fen >= 0),
  amount_fen BIGINT NOT NULL CHECK (amount_fen >= 0),
  PRIMARY KEY (order_id, line_no)
);

-- The OCF application's request: what the core confirms (the order takes it when the director signs).
CREATE TABLE edt_order_confirm (
  app_no             TEXT PRIMARY KEY REFERENCES application (app_no),
  order_id           TEXT NOT NULL REFERENCES edt_order (order_id),
  confirmed_fen      BIGINT NOT NULL CHECK (confirmed_fen > 0),
  payment_date       TEXT NOT NULL,
  collect_account_id TEXT NOT NULL REFERENCES bank_account (account_id)
);
CREATE INDEX edt_order_confirm_order ON edt_order_confirm (order_id);

-- 订单融资 (EFA, §19.5): the application's terms (the line's at the time), the bank's plan, and the loan once funded.
CREATE TABLE edt_finance (
  app_no        TEXT PRIMARY KEY REFERENCES application (app_no),
  order_id      TEXT NOT NULL REFERENCES edt_order (order_id),
  line_id       TEXT NOT NULL REFERENCES edt_line (line_id),
  amount_fen    BIGINT NOT NULL CHECK (amount_fen > 0),
  annual_rate   TEXT NOT NULL,
  due_date      TEXT NOT NULL,
  -- What the line holds frozen for it while in process (the plan may lower it).
  frozen_fen    BIGINT NOT NULL CHECK (frozen_fen >= 0),
  plan_fen      BIGINT CHECK (plan_fen IS NULL OR (plan_fen > 0 AND plan_fen <= amount_fen)),
  plan_rate     TEXT,
  plan_due_date TEXT
);
CREATE INDEX edt_finance_order ON edt_finance (order_id);

CREATE TABLE edt_loan (
  loan_no         TEXT PRIMARY KEY CHECK (loan_no ~ '^LN[0-9]{14}$'),
  app_no          TEXT NOT NULL UNIQUE REFERENCES edt_finance (app_no),
  order_id        TEXT NOT NULL REFERENCES edt_order (order_id),
  line_id         TEXT NOT NULL REFERENCES edt_line (line_id),
  principal_fen   BIGINT NOT NULL CHECK (principal_fen > 0),
  fee_fen         BIGINT NOT NULL CHECK (fee_fen >= 0),
  disbursed_fen   BIGINT NOT NULL CHECK (disbursed_fen > 0),
  annual_rate     TEXT NOT NULL,
  penalty_rate    TEXT NOT NULL,
  grace_days      INTEGER NOT NULL,
  day_basis       INTEGER NOT NULL,
  value_date      TEXT NOT NULL,
  due_date        TEXT NOT NULL,
  repaid_principal_fen BIGINT NOT NULL DEFAULT 0 CHECK (repaid_principal_fen >= 0 AND repaid_principal_fen <= principal_fen),
  repaid_interest_fen  BIGINT NOT NULL DEFAULT 0 CHECK (repaid_interest_fen >= 0),
  repaid_penalty_fen   BIGINT NOT NULL DEFAULT 0 CHECK (repaid_penalty_fen >= 0),
  status          TEXT NOT NULL CHECK (status IN ('OPEN', 'OVERDUE', 'REPAID')),
  funded_at       BIGINT NOT NULL,
  -- §19.9 invariant 3: disbursed + fee = principal.
  CHECK (disbursed_fen + fee_fen = principal_fen)
);
CREATE INDEX edt_loan_order ON edt_loan (order_id, status);

-- 回款 (§19.7): each credit to an order's 回款专户 and how the waterfall split it; invariant 2 holds by the check.
CREATE TABLE edt_collection (
  collection_id BIGSERIAL PRIMARY KEY,
  order_id      TEXT NOT NULL REFERENCES edt_order (order_id),
  credited_fen  BIGINT NOT NULL CHECK (credited_fen > 0),
  penalty_fen   BIGINT NOT NULL CHECK (penalty_fen >= 0),
  interest_fen  BIGINT NOT NULL CHECK (interest_fen >= 0),
  principal_fen BIGINT NOT NULL CHECK (principal_fen >= 0),
  released_fen  BIGINT NOT NULL CHECK (released_fen >= 0),
  business_date TEXT NOT NULL,
  created_at    BIGINT NOT NULL,
  CHECK (credited_fen = penalty_fen + interest_fen + principal_fen + released_fen)
);
CREATE INDEX edt_collection_order ON edt_collection (order_id);
`;

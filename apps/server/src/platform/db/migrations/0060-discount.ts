// 票据贴现 and 银承 (issue 33, domain-lines.md §20): the bank's acceptance lines (承兑额度) and discount quotes, the bill
// packages with their sub-ranges (§20.1) and history, the lines of a 银承出票 application (one per payee, pkBabIssue),
// the lines of a 贴现 application (one per bill, with its trial), and the 垫款 of an acceptor at maturity (§20.6).
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('BAB_ISSUE', '银承出票'), ('BAB_DELIVER', '提示收票'), ('BAB_RECEIVE', '票据签收'),
  ('BAB_REVOKE', '撤票'), ('DISCOUNT_BILL', '贴现'), ('DISCOUNT_BATCH', '批量贴现');

CREATE SEQUENCE bill_package_seq;
CREATE SEQUENCE bill_range_seq;
CREATE SEQUENCE bab_line_no_seq;

-- 承兑额度 (§20.3): exposure = face − margin is FROZEN at submit, USED at acceptance, released when paid or cancelled.
CREATE TABLE bab_line (
  line_id         TEXT PRIMARY KEY,
  fi_corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  corp_id         TEXT NOT NULL REFERENCES corp (corp_id),
  total_fen       BIGINT NOT NULL CHECK (total_fen > 0),
  used_fen        BIGINT NOT NULL DEFAULT 0 CHECK (used_fen >= 0),
  frozen_fen      BIGINT NOT NULL DEFAULT 0 CHECK (frozen_fen >= 0),
  margin_ratio    TEXT NOT NULL,
  accept_fee_rate TEXT NOT NULL,
  start_date      TEXT NOT NULL,
  end_date        TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('ACTIVE', 'FROZEN', 'EXPIRED')),
  version         INTEGER NOT NULL DEFAULT 0,
  CHECK (used_fen + frozen_fen <= total_fen),
  CHECK (start_date <= end_date)
);
CREATE INDEX bab_line_corp ON bab_line (corp_id);
CREATE INDEX bab_line_fi ON bab_line (fi_corp_id);

-- The bank's discount quote for bills a drawer's acceptances (§20.4–§20.5): rate and deferral rule (bill-deferral.ts).
CREATE TABLE discount_quote (
  fi_corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  drawer_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  annual_rate    TEXT NOT NULL CHECK (annual_rate ~ '^[0-9]{1,2}(\\.[0-9]{1,4})?%$'),
  deferral_rule  SMALLINT NOT NULL DEFAULT 1 CHECK (deferral_rule BETWEEN 0 AND 5),
  deferral_days  INTEGER NOT NULL DEFAULT 0 CHECK (deferral_days >= 0),
  PRIMARY KEY (fi_corp_id, drawer_corp_id)
);

CREATE TABLE bill_package (
  package_no        TEXT PRIMARY KEY CHECK (package_no ~ '^[0-9]{30}$'),
  drawer_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  acceptor_corp_id  TEXT NOT NULL REFERENCES corp (corp_id),
  payee_corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  amount_fen        BIGINT NOT NULL CHECK (amount_fen > 0),
  issue_date        TEXT NOT NULL,
  due_date          TEXT NOT NULL CHECK (due_date > issue_date),
  splittable        BOOLEAN NOT NULL,
  not_transferable  BOOLEAN NOT NULL DEFAULT false,
  bab_app_no        TEXT REFERENCES application (app_no),
  line_no           TEXT CHECK (line_no ~ '^BIL[0-9]{14}$'),
  bab_line_id       TEXT REFERENCES bab_line (line_id),
  margin_fen        BIGINT NOT NULL DEFAULT 0 CHECK (margin_fen >= 0),
  fee_fen           BIGINT NOT NULL DEFAULT 0 CHECK (fee_fen >= 0),
  contract_no       TEXT,
  status            TEXT NOT NULL CHECK (status IN ('ACCEPTED', 'PENDING_RECEIVE', 'ISSUED', 'REFUSED', 'CANCELLED', 'PAID')),
  -- The open 提示收票 / 签收 / 撤票 application acting on the whole package (§20.3), if any.
  open_app_no       TEXT REFERENCES application (app_no),
  paid_on           TEXT,
  version           INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bill_package_drawer ON bill_package (drawer_corp_id);
CREATE INDEX bill_package_acceptor ON bill_package (acceptor_corp_id);
CREATE INDEX bill_package_payee ON bill_package (payee_corp_id);
CREATE INDEX bill_package_due ON bill_package (due_date) WHERE status IN ('ISSUED', 'PENDING_RECEIVE', 'ACCEPTED');

-- A sub-range [start_no, end_no] in 0.01 units (§20.1): amount = end − start + 1; a non-splittable package is 0–0.
CREATE TABLE bill_range (
  range_id        TEXT PRIMARY KEY,
  package_no      TEXT NOT NULL REFERENCES bill_package (package_no),
  start_no        BIGINT NOT NULL CHECK (start_no >= 0),
  end_no          BIGINT NOT NULL CHECK (end_no >= start_no),
  holder_corp_id  TEXT NOT NULL REFERENCES corp (corp_id),
  status          TEXT NOT NULL CHECK (status IN ('PENDING_RECEIVE', 'HELD', 'DISCOUNTING', 'DISCOUNTED', 'PAID', 'SPLIT', 'REFUSED', 'CANCELLED')),
  parent_range_id TEXT REFERENCES bill_range (range_id),
  -- §20.7 (2): DISCOUNTING ⇔ locked by exactly one open application.
  locked_by_app   TEXT REFERENCES application (app_no),
  created_on      TEXT NOT NULL,
  version         INTEGER NOT NULL DEFAULT 0,
  CHECK ((status = 'DISCOUNTING') = (locked_by_app IS NOT NULL))
);
CREATE INDEX bill_range_package ON bill_range (package_no);
CREATE INDEX bill_range_holder ON bill_range (holder_corp_id, status);

-- 票据详情's history: what happened to the package or one of its ranges, by whom, under which application.
CREATE TABLE bill_event (
  event_id    BIGSERIAL PRIMARY KEY,
  package_no  TEXT NOT NULL REFERENCES bill_package (package_no),
  range_id    TEXT REFERENCES bill_range (range_id),
  at          TEXT NOT NULL,
  kind        TEXT NOT NULL,
  label       TEXT NOT NULL,
  corp_id     TEXT REFERENCES corp (corp_id),
  app_no      TEXT REFERENCES application (app_no),
  amount_fen  BIGINT
);
CREATE INDEX bill_event_package ON bill_event (package_no, event_id);

-- 银承出票 lines (§20.3): one per payee, numbered BIL… (pkBabIssue); the package once the bank accepts.
CREATE TABLE bab_issue_line (
  line_no           TEXT PRIMARY KEY CHECK (line_no ~ '^BIL[0-9]{14}$'),
  app_no            TEXT NOT NULL REFERENCES application (app_no),
  seq               INTEGER NOT NULL,
  payee_corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  amount_fen        BIGINT NOT NULL CHECK (amount_fen > 0),
  due_date          TEXT NOT NULL,
  splittable        BOOLEAN NOT NULL,
  not_transferable  BOOLEAN NOT NULL DEFAULT false,
  contract_no       TEXT NOT NULL,
  invoice_nos       TEXT[] NOT NULL DEFAULT '{}',
  margin_fen        BIGINT NOT NULL CHECK (margin_fen >= 0),
  exposure_fen      BIGINT NOT NULL CHECK (exposure_fen >= 0),
  fee_fen           BIGINT NOT NULL CHECK (fee_fen >= 0),
  package_no        TEXT REFERENCES bill_package (package_no),
  UNIQUE (app_no, seq)
);

-- 贴现 lines (§20.4): one per bill, the sub-range it takes and the trial of the day it was submitted with.
CREATE TABLE discount_line (
  app_no         TEXT NOT NULL REFERENCES application (app_no),
  seq            INTEGER NOT NULL,
  package_no     TEXT NOT NULL REFERENCES bill_package (package_no),
  range_id       TEXT NOT NULL REFERENCES bill_range (range_id),
  amount_fen     BIGINT NOT NULL CHECK (amount_fen > 0),
  fi_corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  annual_rate    TEXT NOT NULL,
  deferral_rule  SMALLINT NOT NULL,
  deferral_days  INTEGER NOT NULL DEFAULT 0,
  payer          TEXT NOT NULL CHECK (payer IN ('SELLER', 'BUYER', 'AGREED')),
  buyer_pct      INTEGER NOT NULL CHECK (buyer_pct BETWEEN 0 AND 100),
  account_id     TEXT NOT NULL REFERENCES bank_account (account_id),
  trial_date     TEXT NOT NULL,
  gale_date      TEXT NOT NULL,
  days           INTEGER NOT NULL CHECK (days >= 1),
  interest_fen   BIGINT NOT NULL CHECK (interest_fen >= 0),
  buyer_fen      BIGINT NOT NULL CHECK (buyer_fen >= 0),
  seller_fen     BIGINT NOT NULL CHECK (seller_fen >= 0),
  proceeds_fen   BIGINT NOT NULL CHECK (proceeds_fen > 0),
  PRIMARY KEY (app_no, seq),
  -- §20.7 (3)
  CHECK (proceeds_fen + seller_fen = amount_fen),
  CHECK (buyer_fen + seller_fen = interest_fen)
);
CREATE INDEX discount_line_range ON discount_line (range_id);

-- 到期付款 (§20.6): one row per package paid at maturity; a shortfall of the drawer becomes the acceptor's 垫款.
CREATE TABLE bill_maturity (
  package_no       TEXT PRIMARY KEY REFERENCES bill_package (package_no),
  pay_date         TEXT NOT NULL,
  due_fen          BIGINT NOT NULL,
  margin_fen       BIGINT NOT NULL,
  debited_fen      BIGINT NOT NULL,
  advance_fen      BIGINT NOT NULL DEFAULT 0 CHECK (advance_fen >= 0),
  advance_status   TEXT NOT NULL CHECK (advance_status IN ('NONE', 'OUTSTANDING', 'REPAID')),
  CHECK (margin_fen + debited_fen + advance_fen = due_fen)
);
`;

// The simulated bank (issue 27, domain-lines.md §14A.3, §16.7, §16.8): accounts gain frozen amounts, purposes,
// controllers, bindings and a status machine; every transfer is one `sim_bank_txn` with one `bank_flow` per side and
// two receipts. A flow without a txn is an opening balance (期初余额), so balance = Σ IN − Σ OUT holds from the start.
// Platform-owned accounts have no corporation (corp_id NULL, owner PLATFORM).
export const sql = `
ALTER TABLE bank_account ADD COLUMN frozen_fen BIGINT NOT NULL DEFAULT 0;
ALTER TABLE bank_account ADD CONSTRAINT bank_account_frozen CHECK (frozen_fen >= 0 AND frozen_fen <= balance_fen);
ALTER TABLE bank_account ADD COLUMN purpose TEXT CHECK (purpose IN ('CASH_REPAY', 'EDT_COLLECT', 'POOL_MARGIN', 'BAB_MARGIN'));
ALTER TABLE bank_account ADD CONSTRAINT bank_account_purpose CHECK (purpose IS NULL OR account_type = 'SPECIAL');
ALTER TABLE bank_account ADD COLUMN controller_corp_id TEXT REFERENCES corp (corp_id);
ALTER TABLE bank_account ADD COLUMN bound_account_id TEXT REFERENCES bank_account (account_id);
ALTER TABLE bank_account ADD CONSTRAINT bank_account_status CHECK (status IN ('PENDING_BIND', 'ACTIVE', 'FROZEN', 'CLOSED'));
ALTER TABLE bank_account ADD COLUMN owner_kind TEXT NOT NULL DEFAULT 'CORP' CHECK (owner_kind IN ('CORP', 'PLATFORM'));
ALTER TABLE bank_account ALTER COLUMN corp_id DROP NOT NULL;
ALTER TABLE bank_account ADD CONSTRAINT bank_account_owner CHECK ((owner_kind = 'CORP') = (corp_id IS NOT NULL));
CREATE UNIQUE INDEX bank_account_no ON bank_account (account_no);
CREATE INDEX bank_account_corp ON bank_account (corp_id);

CREATE SEQUENCE sim_bank_serial_seq;
CREATE SEQUENCE receipt_no_seq;

CREATE TABLE sim_bank_txn (
  txn_id          BIGSERIAL PRIMARY KEY,
  bank_serial     TEXT NOT NULL UNIQUE CHECK (bank_serial ~ '^CCB[0-9]{16}$'),
  from_account_id TEXT NOT NULL REFERENCES bank_account (account_id),
  to_account_id   TEXT NOT NULL REFERENCES bank_account (account_id),
  amount_fen      BIGINT NOT NULL CHECK (amount_fen > 0),
  purpose         TEXT NOT NULL CHECK (purpose IN ('CASH_PAY', 'VOUCHER_DEBIT', 'FIN_DISBURSE', 'FIN_REPAY', 'EDT_COLLECT', 'EDT_RELEASE',
                    'POOL_DRAW', 'POOL_REPAY', 'MARGIN', 'ABS_PRICE', 'DISCOUNT_PAY', 'BILL_PAY', 'ADVANCE', 'FEE', 'VERIFY', 'WITHDRAW')),
  biz_ref         TEXT NOT NULL DEFAULT '',
  remark          TEXT NOT NULL DEFAULT '',
  business_date   TEXT NOT NULL,
  created_at      BIGINT NOT NULL,
  CHECK (from_account_id <> to_account_id)
);
CREATE INDEX sim_bank_txn_biz ON sim_bank_txn (biz_ref);

CREATE TABLE bank_flow (
  flow_id           BIGSERIAL PRIMARY KEY,
  account_id        TEXT NOT NULL REFERENCES bank_account (account_id),
  txn_id            BIGINT REFERENCES sim_bank_txn (txn_id),
  direction         TEXT NOT NULL CHECK (direction IN ('IN', 'OUT')),
  amount_fen        BIGINT NOT NULL CHECK (amount_fen > 0),
  balance_after_fen BIGINT NOT NULL CHECK (balance_after_fen >= 0),
  summary           TEXT NOT NULL,
  counterparty_name TEXT NOT NULL DEFAULT '',
  counterparty_no   TEXT NOT NULL DEFAULT '',
  biz_ref           TEXT NOT NULL DEFAULT '',
  business_date     TEXT NOT NULL,
  created_at        BIGINT NOT NULL,
  -- Without a txn only an opening balance (a credit); with one, one row per side.
  CHECK (txn_id IS NOT NULL OR direction = 'IN'),
  UNIQUE (txn_id, direction)
);
CREATE INDEX bank_flow_account ON bank_flow (account_id, flow_id);

-- READY means the PDF exists: its hashes are stored with it (the generator sets them; until then GENERATING).
CREATE TABLE receipt (
  receipt_no  TEXT PRIMARY KEY CHECK (receipt_no ~ '^HD[0-9]{16}$'),
  txn_id      BIGINT NOT NULL REFERENCES sim_bank_txn (txn_id),
  account_id  TEXT NOT NULL REFERENCES bank_account (account_id),
  side        TEXT NOT NULL CHECK (side IN ('PAY', 'RECEIVE')),
  biz_type    TEXT NOT NULL,
  amount_fen  BIGINT NOT NULL CHECK (amount_fen > 0),
  status      TEXT NOT NULL CHECK (status IN ('GENERATING', 'READY', 'FAILED')),
  verify_code TEXT UNIQUE CHECK (verify_code IS NULL OR char_length(verify_code) = 16),
  file_id     TEXT,
  file_sha256 TEXT,
  file_sm3    TEXT,
  business_date TEXT NOT NULL,
  created_at  BIGINT NOT NULL,
  CHECK (status <> 'READY' OR (file_sha256 IS NOT NULL AND verify_code IS NOT NULL)),
  UNIQUE (txn_id, side)
);
CREATE INDEX receipt_account ON receipt (account_id, business_date);

-- Databases upgraded with balances: each balance becomes its opening flow.
INSERT INTO bank_flow (account_id, direction, amount_fen, balance_after_fen, summary, business_date, created_at)
  SELECT account_id, 'IN', balance_fen, balance_fen, '期初余额', to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD'),
    (extract(epoch FROM now()) * 1000)::bigint FROM bank_account WHERE balance_fen > 0 ORDER BY account_id;

-- The platform's own accounts (§14A.3): the verification-deposit payer and the service-fee account.
INSERT INTO bank_account (account_id, corp_id, owner_kind, account_no, account_name, bank_name, bank_code, account_type, balance_fen)
  VALUES ('A-PLATFORM-VERIFY', NULL, 'PLATFORM', '11050188360000099001', '建信融通平台验证户', '中国建设银行北京长安支行', '105100000017', 'SETTLEMENT', 100000000),
         ('A-PLATFORM-FEE', NULL, 'PLATFORM', '11050188360000099002', '平台服务费户', '中国建设银行北京长安支行', '105100000017', 'SETTLEMENT', 0);
INSERT INTO bank_flow (account_id, direction, amount_fen, balance_after_fen, summary, business_date, created_at)
  VALUES ('A-PLATFORM-VERIFY', 'IN', 100000000, 100000000, '期初余额', to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD'),
    (extract(epoch FROM now()) * 1000)::bigint);
`;

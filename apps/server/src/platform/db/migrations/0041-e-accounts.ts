// 电子账户 and 专户 (issue 27, domain-lines.md §16.8, §15.7): the small-deposit verification attempts (shared with
// onboarding's license-account verification), the WITHDRAWAL application type and its request, the e-account's
// opening record (经办人) and the 代扣授权 mandates of 还款专户.
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('WITHDRAWAL', '提现');

CREATE SEQUENCE e_account_no_seq;

-- One attempt per deposit request. The amount is never sent to the browser; PAID has one, with 3 tries and 7 days.
CREATE TABLE deposit_verify_attempt (
  attempt_id    TEXT PRIMARY KEY,
  -- Request order (two requests may share an instant).
  seq           BIGSERIAL NOT NULL UNIQUE,
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  purpose       TEXT NOT NULL CHECK (purpose IN ('LICENSE_ACCOUNT', 'EACCOUNT_BIND')),
  -- What is being verified for (the e-account being bound; '' for the corporation's own real-name verification).
  subject_id    TEXT NOT NULL DEFAULT '',
  account_id    TEXT REFERENCES bank_account (account_id),
  account_no    TEXT NOT NULL,
  account_name  TEXT NOT NULL,
  bank_name     TEXT NOT NULL,
  bank_code     TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('PAYING', 'PAID', 'VERIFIED', 'PAY_FAILED', 'TRIES_EXCEEDED', 'EXPIRED', 'CANCELLED')),
  amount_fen    BIGINT CHECK (amount_fen IS NULL OR amount_fen BETWEEN 1 AND 99),
  tries_left    INT NOT NULL DEFAULT 3 CHECK (tries_left BETWEEN 0 AND 3),
  fail_reason   TEXT NOT NULL DEFAULT '',
  txn_id        BIGINT REFERENCES sim_bank_txn (txn_id),
  business_date TEXT NOT NULL,
  expires_on    TEXT,
  created_at    BIGINT NOT NULL,
  updated_at    BIGINT NOT NULL,
  CHECK (status NOT IN ('PAID', 'VERIFIED', 'TRIES_EXCEEDED') OR (amount_fen IS NOT NULL AND expires_on IS NOT NULL))
);
-- One open attempt per corporation (§15.7).
CREATE UNIQUE INDEX deposit_verify_open ON deposit_verify_attempt (corp_id) WHERE status IN ('PAYING', 'PAID');
CREATE INDEX deposit_verify_corp_day ON deposit_verify_attempt (corp_id, business_date);
CREATE INDEX deposit_verify_subject ON deposit_verify_attempt (subject_id, seq);

-- Who opened an e-account (电子账户开户 KYC of the 经办人).
CREATE TABLE e_account_opening (
  account_id        TEXT PRIMARY KEY REFERENCES bank_account (account_id),
  bank_corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  legal_rep_name    TEXT NOT NULL,
  operator_name     TEXT NOT NULL,
  operator_id_no    TEXT NOT NULL,
  operator_mobile   TEXT NOT NULL,
  opened_by         TEXT NOT NULL,
  opened_at         BIGINT NOT NULL
);
CREATE UNIQUE INDEX e_account_per_bank ON e_account_opening (bank_corp_id, account_id);

CREATE TABLE app_withdrawal (
  app_no        TEXT PRIMARY KEY REFERENCES application (app_no),
  account_id    TEXT NOT NULL REFERENCES bank_account (account_id),
  to_account_id TEXT NOT NULL REFERENCES bank_account (account_id),
  amount_fen    BIGINT NOT NULL CHECK (amount_fen > 0)
);
CREATE INDEX app_withdrawal_account ON app_withdrawal (account_id);

-- 代扣授权 of a 还款专户 (《还款账户信息确认函（代扣授权）》), effective from the day after it was signed.
CREATE TABLE account_mandate (
  mandate_no     TEXT PRIMARY KEY,
  account_id     TEXT NOT NULL REFERENCES bank_account (account_id),
  corp_id        TEXT NOT NULL REFERENCES corp (corp_id),
  status         TEXT NOT NULL CHECK (status IN ('ACTIVE', 'REVOKED')),
  signed_by      TEXT NOT NULL,
  signed_on      TEXT NOT NULL,
  effective_from TEXT NOT NULL,
  cert_serial    TEXT NOT NULL DEFAULT '',
  created_at     BIGINT NOT NULL
);
CREATE UNIQUE INDEX account_mandate_active ON account_mandate (account_id) WHERE status = 'ACTIVE';
`;

// Real-name identification of a corporation (domain-lines.md §15.4–§15.9): its state and how it was verified, the
// verification records (RNV…), the licence of a license-account attempt, and the simulated business registry
// (模拟工商, §13.6) that the soft-key method reads for the legal representative.
export const sql = `
-- Existing corporations were set up verified by the platform (the stored mirror 'authenticated' stays in step).
ALTER TABLE corp ADD COLUMN realname_state TEXT NOT NULL DEFAULT 'VERIFIED'
  CHECK (realname_state IN ('UNVERIFIED', 'VERIFYING', 'VERIFIED', 'REAUTH_REQUIRED'));
ALTER TABLE corp ADD COLUMN realname_method TEXT CHECK (realname_method IN ('UKEY', 'SOFT_KEY', 'LICENSE_ACCOUNT'));
ALTER TABLE corp ADD COLUMN realname_admin_user_id TEXT REFERENCES app_user (user_id);
ALTER TABLE corp ADD COLUMN realname_verified_at BIGINT;
-- The admin's identity card number as registration took it (the soft-key method compares it with the registry's).
ALTER TABLE app_user ADD COLUMN id_card_no TEXT;

-- One row per method run that ended (认证记录 of /my/enterprise-info/realname).
CREATE TABLE realname_record (
  record_no   TEXT PRIMARY KEY,
  corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  method      TEXT NOT NULL CHECK (method IN ('UKEY', 'SOFT_KEY', 'LICENSE_ACCOUNT')),
  -- 发起人 (kept by name: a seeded earlier admin may no longer be a user).
  person_name TEXT NOT NULL,
  result      TEXT NOT NULL CHECK (result IN ('VERIFIED', 'FAILED')),
  note        TEXT NOT NULL DEFAULT '',
  created_at  BIGINT NOT NULL
);
CREATE INDEX realname_record_corp ON realname_record (corp_id, created_at);

-- The licence and legal representative given with a license-account deposit request.
CREATE TABLE realname_licence (
  attempt_id     TEXT PRIMARY KEY REFERENCES deposit_verify_attempt (attempt_id),
  corp_id        TEXT NOT NULL REFERENCES corp (corp_id),
  licence_file   TEXT NOT NULL REFERENCES stored_file (file_id),
  legal_rep_name TEXT NOT NULL
);

-- 模拟工商: seeded entries answer exactly (§15.1); status 存续 or 吊销.
CREATE TABLE sim_registry (
  uscc           TEXT PRIMARY KEY,
  corp_name      TEXT NOT NULL,
  reg_status     TEXT NOT NULL CHECK (reg_status IN ('ACTIVE', 'REVOKED')),
  legal_rep_name TEXT NOT NULL DEFAULT '',
  legal_rep_id   TEXT NOT NULL DEFAULT ''
);
`;

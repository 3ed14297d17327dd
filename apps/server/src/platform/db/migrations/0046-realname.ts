// Real-name identification of a corporation (domain-lines.md §15.4–§15.9): its state and how it was verified, the
// verification records (RNV…), the licence of a license-account attempt. The simulated business registry (模拟工商)
// the soft-key method reads is registration's (migration 0045, modules/registry).
export const sql = `
-- Existing corporations were set up verified by the platform (the stored mirror 'authenticated' stays in step).
-- (The column itself comes with registration, migration 0045.)
ALTER TABLE corp ADD CONSTRAINT corp_realname_state CHECK (realname_state IN ('UNVERIFIED', 'VERIFYING', 'VERIFIED', 'REAUTH_REQUIRED'));
ALTER TABLE corp ADD COLUMN realname_method TEXT CHECK (realname_method IN ('UKEY', 'SOFT_KEY', 'LICENSE_ACCOUNT'));
ALTER TABLE corp ADD COLUMN realname_admin_user_id TEXT REFERENCES app_user (user_id);
ALTER TABLE corp ADD COLUMN realname_verified_at BIGINT;

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
`;

// Ukey signing (security.md §2.5, §2.6): key bindings, single-use signing challenges, the security log, and
// the one signed business of the reference server (repayment confirmation) whose effect consumes a challenge.
export const sql = `
CREATE TABLE ukey_binding (
  binding_id       TEXT PRIMARY KEY,
  corp_id          TEXT NOT NULL REFERENCES corp (corp_id),
  user_id          TEXT NOT NULL REFERENCES app_user (user_id),
  role_code        TEXT NOT NULL,
  issuer_dn        TEXT NOT NULL,
  serial_norm      TEXT NOT NULL,
  subject_dn       TEXT NOT NULL,
  spki_der         TEXT NOT NULL,
  cert_type        TEXT NOT NULL CHECK (cert_type IN ('RSA', 'SM2')),
  sign_alg         TEXT NOT NULL CHECK (sign_alg IN ('SHA1withRSA', 'SHA256withRSA', 'SM3withSM2')),
  bank             TEXT NOT NULL,
  ukey_code        TEXT NOT NULL,
  not_after        BIGINT NOT NULL,
  status           TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'REVOKED')),
  bound_by         TEXT REFERENCES app_user (user_id),
  bound_at         BIGINT NOT NULL
);
CREATE UNIQUE INDEX ukey_binding_cert ON ukey_binding (issuer_dn, serial_norm);
CREATE UNIQUE INDEX ukey_binding_active_role ON ukey_binding (user_id, role_code) WHERE status = 'ACTIVE';
CREATE TABLE sign_challenge (
  challenge_id   TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL REFERENCES app_user (user_id),
  role_code      TEXT NOT NULL,
  business_type  TEXT NOT NULL,
  business_ids   TEXT NOT NULL,
  state_digest   TEXT NOT NULL,
  original_text  TEXT NOT NULL,
  created_at     BIGINT NOT NULL,
  expires_at     BIGINT NOT NULL,
  used_at        BIGINT
);
CREATE INDEX sign_challenge_expires ON sign_challenge (expires_at);
CREATE TABLE security_log (
  log_id     BIGSERIAL PRIMARY KEY,
  at         BIGINT NOT NULL,
  user_id    TEXT,
  event      TEXT NOT NULL,
  detail     TEXT NOT NULL
);
CREATE TABLE repayment (
  repayment_id        TEXT PRIMARY KEY,
  corp_id             TEXT NOT NULL REFERENCES corp (corp_id),
  loan_no             TEXT NOT NULL,
  payee_corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  amount_fen          BIGINT NOT NULL CHECK (amount_fen > 0),
  due_date            TEXT NOT NULL,
  status              TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CONFIRMED')),
  confirmed_by        TEXT REFERENCES app_user (user_id),
  confirmed_at        BIGINT,
  signature_serial    TEXT
);
`;

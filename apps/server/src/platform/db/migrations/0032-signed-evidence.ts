// Issue 26 items 9 and 10: every business signature the platform accepts is kept as it was verified — the exact
// original, the signature, the signer's certificate — so anyone can check it later (存证), and every document the
// platform issues can carry a 验证码 whose public page says what it certifies.
export const sql = `
CREATE TABLE signed_evidence (
  evidence_id   TEXT PRIMARY KEY,
  signed_at     BIGINT NOT NULL,
  user_id       TEXT NOT NULL REFERENCES app_user (user_id),
  role_code     TEXT NOT NULL,
  business_type TEXT NOT NULL,
  business_ids  TEXT NOT NULL,
  original_text TEXT NOT NULL,
  signature_b64 TEXT NOT NULL,
  sign_alg      TEXT NOT NULL,
  serial_norm   TEXT NOT NULL,
  issuer_dn     TEXT NOT NULL,
  cert_der      TEXT
);
CREATE INDEX signed_evidence_signer ON signed_evidence (user_id, signed_at);
CREATE TABLE verification_code (
  code        TEXT PRIMARY KEY,
  doc_type    TEXT NOT NULL,
  doc_no      TEXT NOT NULL,
  doc_hash    TEXT NOT NULL,
  amount_fen  BIGINT,
  parties     TEXT NOT NULL,
  signer      TEXT,
  signed_at   BIGINT,
  created_at  BIGINT NOT NULL,
  UNIQUE (doc_type, doc_no, doc_hash)
);
`;

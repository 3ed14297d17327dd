// Issue 12, findings of the hostile probe: key request numbers from a sequence (no random collisions), the
// business types a soft key may sign (none that moves money), and per-client request counters shared by replicas.
export const sql = `
CREATE SEQUENCE ukey_request_seq;
CREATE TABLE soft_key_biz_type (
  business_type TEXT PRIMARY KEY
);
INSERT INTO soft_key_biz_type (business_type) VALUES ('SIGN_TEST'), ('UKEY_RENEW');
CREATE TABLE client_rate (
  rate_key   TEXT PRIMARY KEY,
  hits       INTEGER NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX client_rate_expires ON client_rate (expires_at);
`;

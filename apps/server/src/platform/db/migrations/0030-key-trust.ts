// Issue 26 H1: a key's medium (hardware Ukey or soft key) is decided once, from who issued its certificate, and
// stored with the binding — never read again from the printed number a client sends. The certificate itself is kept
// with the binding for the evidence package (存证). A hardware Ukey lost with its key is revoked by an SMS code to the
// holder's registered mobile and a second director's approval (ukey_revocation).
export const sql = `
ALTER TABLE ukey_binding ADD COLUMN medium TEXT NOT NULL DEFAULT 'UKEY' CHECK (medium IN ('UKEY', 'SOFT'));
-- Before this, a soft key was whatever printed number started SOFT, and a soft certificate rebound under another
-- number passed for a Ukey: every certificate first bound by a soft-key application is soft.
UPDATE ukey_binding b SET medium = 'SOFT'
 WHERE b.ukey_code LIKE 'SOFT%'
    OR EXISTS (SELECT 1 FROM ukey_request r WHERE r.kind = 'APPLY' AND r.new_serial = b.serial_norm);
ALTER TABLE ukey_binding ALTER COLUMN medium DROP DEFAULT;
ALTER TABLE ukey_binding ADD COLUMN cert_der TEXT;
UPDATE ukey_binding b SET cert_der = (
  SELECT r.cert_der FROM ukey_request r WHERE r.new_serial = b.serial_norm AND r.cert_der IS NOT NULL ORDER BY r.created_at LIMIT 1
);
CREATE TABLE ukey_revocation (
  revocation_id TEXT PRIMARY KEY,
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  binding_id    TEXT NOT NULL REFERENCES ukey_binding (binding_id),
  reason        TEXT NOT NULL,
  requested_by  TEXT NOT NULL REFERENCES app_user (user_id),
  requested_at  BIGINT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'CANCELLED')),
  decided_by    TEXT REFERENCES app_user (user_id),
  decided_at    BIGINT
);
CREATE UNIQUE INDEX ukey_revocation_open ON ukey_revocation (binding_id) WHERE status = 'PENDING';
CREATE INDEX ukey_revocation_corp ON ukey_revocation (corp_id, requested_at);
`;

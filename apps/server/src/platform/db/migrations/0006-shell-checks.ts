// Post-login shell checks (spec §4): mandatory real-name re-authentication, notices for some corporations only,
// and the SMS verify-code outbox with its per-mobile throttle.
export const sql = `
-- A row means the corporation must redo real-name authentication before it continues (spec §8 message);
-- completing it deletes the row.
CREATE TABLE corp_reauth (
  corp_id     TEXT PRIMARY KEY REFERENCES corp (corp_id),
  reason      TEXT NOT NULL,
  required_at BIGINT NOT NULL
);
-- Notices addressed to some corporations only; a notice without rows here is for everyone.
CREATE TABLE notice_audience (
  notice_id TEXT NOT NULL REFERENCES notice (notice_id),
  corp_id   TEXT NOT NULL REFERENCES corp (corp_id),
  PRIMARY KEY (notice_id, corp_id)
);
CREATE INDEX notice_audience_corp ON notice_audience (corp_id);
-- No SMS gateway in the reference server: a sent verify code lands here, where the demo operator reads it.
CREATE TABLE sms_outbox (
  sms_id     TEXT PRIMARY KEY,
  mobile     TEXT NOT NULL,
  scene      TEXT NOT NULL,
  code       TEXT NOT NULL,
  sent_at    BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (mobile, sent_at);
-- The last send per mobile: one conditional upsert decides the 60 s throttle atomically across replicas.
CREATE TABLE sms_throttle (
  mobile       TEXT PRIMARY KEY,
  last_sent_at BIGINT NOT NULL
);
`;

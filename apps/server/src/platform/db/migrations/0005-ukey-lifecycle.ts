// Ukey lifecycle: request records (申请记录) and bill lines (Ukey账单). Every key operation writes one request in
// the transaction of its effect; money is bigint fen, bill periods are business dates (YYYY-MM-DD).
export const sql = `
CREATE TABLE ukey_request (
  request_id   TEXT PRIMARY KEY,
  corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  kind         TEXT NOT NULL CHECK (kind IN ('APPLY', 'ADD', 'CHANGE', 'UPDATE', 'DELETE')),
  status       TEXT NOT NULL CHECK (status IN ('TO_DOWNLOAD', 'COMPLETED')),
  medium       TEXT NOT NULL CHECK (medium IN ('UKEY', 'SOFT')),
  user_id      TEXT NOT NULL REFERENCES app_user (user_id),
  role_code    TEXT NOT NULL,
  ukey_code    TEXT NOT NULL,
  cert_type    TEXT NOT NULL CHECK (cert_type IN ('RSA', 'SM2')),
  bank         TEXT NOT NULL,
  old_serial   TEXT,
  new_serial   TEXT,
  not_after    BIGINT,
  -- The certificate this request bound or issued (base64 DER), served by 证书下载; NULL for DELETE.
  cert_der     TEXT,
  reason       TEXT NOT NULL DEFAULT '' CHECK (char_length(reason) <= 100),
  created_by   TEXT NOT NULL REFERENCES app_user (user_id),
  created_at   BIGINT NOT NULL,
  completed_at BIGINT,
  -- Insertion order: breaks ties of created_at (one operation can write two requests in the same millisecond).
  seq          BIGSERIAL NOT NULL UNIQUE,
  CHECK ((status = 'COMPLETED') = (completed_at IS NOT NULL)),
  CHECK ((kind = 'DELETE') = (new_serial IS NULL))
);
CREATE INDEX ukey_request_corp ON ukey_request (corp_id, created_at);
CREATE TABLE ukey_bill (
  bill_id      TEXT PRIMARY KEY,
  corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  request_id   TEXT NOT NULL REFERENCES ukey_request (request_id),
  item         TEXT NOT NULL,
  amount_fen   BIGINT NOT NULL CHECK (amount_fen > 0),
  period_start TEXT CHECK (period_start ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  period_end   TEXT CHECK (period_end ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  status       TEXT NOT NULL DEFAULT 'UNPAID' CHECK (status IN ('UNPAID', 'PAID')),
  created_at   BIGINT NOT NULL,
  CHECK ((period_start IS NULL) = (period_end IS NULL))
);
CREATE INDEX ukey_bill_corp ON ukey_bill (corp_id, created_at);
CREATE INDEX ukey_bill_request ON ukey_bill (request_id);
`;

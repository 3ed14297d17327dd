// The file store for real (security.md §1.6, ADR 0014): archives beside images and PDFs, files kept in an
// S3-compatible bucket as well as in the database, cached thumbnails, the post policies issued, and the business
// links through which another corporation may read a file.
export const sql = `
-- 0009 allowed only png/jpeg/pdf and bytes in the row; now zip and rar too, and a file may live in the bucket.
ALTER TABLE stored_file DROP CONSTRAINT stored_file_mime_type_check;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_mime_type_check
  CHECK (mime_type IN ('image/png', 'image/jpeg', 'application/pdf', 'application/zip', 'application/vnd.rar'));
ALTER TABLE stored_file ALTER COLUMN content DROP NOT NULL;
ALTER TABLE stored_file ADD COLUMN storage TEXT NOT NULL DEFAULT 'db' CHECK (storage IN ('db', 'oss'));
-- The bucket's object key (uploads/<corpId>/<yyyymm>/<file id>.<ext>) of a file kept there; its bytes are not in the row.
ALTER TABLE stored_file ADD COLUMN object_key TEXT UNIQUE;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_storage_bytes
  CHECK ((storage = 'db' AND content IS NOT NULL) OR (storage = 'oss' AND content IS NULL AND object_key IS NOT NULL));
CREATE INDEX stored_file_corp ON stored_file (corp_id, created_at);

-- A scaled-down copy of an image, made once on its first request (ORIGINAL is the file itself, never cached here).
CREATE TABLE file_thumbnail (
  file_id    TEXT NOT NULL REFERENCES stored_file (file_id),
  size       TEXT NOT NULL CHECK (size IN ('SMALL', 'MEDIUM', 'BIG')),
  mime_type  TEXT NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  content    BYTEA NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (file_id, size)
);

-- A business that lets another corporation read a file (e.g. the contract of a financing, read by the bank).
CREATE TABLE file_link (
  file_id    TEXT NOT NULL REFERENCES stored_file (file_id),
  corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  biz_type   TEXT NOT NULL CHECK (biz_type <> ''),
  biz_no     TEXT NOT NULL CHECK (biz_no <> ''),
  created_at BIGINT NOT NULL,
  PRIMARY KEY (file_id, corp_id, biz_type, biz_no)
);
CREATE INDEX file_link_corp ON file_link (corp_id, file_id);

-- One issued post policy: the key it allows, for whom, how large, until when; used once (the key names the file id).
CREATE TABLE upload_policy (
  object_key  TEXT PRIMARY KEY,
  file_id     TEXT NOT NULL UNIQUE,
  corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  user_id     TEXT NOT NULL REFERENCES app_user (user_id),
  file_name   TEXT NOT NULL,
  max_bytes   BIGINT NOT NULL CHECK (max_bytes > 0),
  storage     TEXT NOT NULL CHECK (storage IN ('db', 'oss')),
  expires_at  BIGINT NOT NULL,
  used_at     BIGINT,
  created_at  BIGINT NOT NULL
);
CREATE INDEX upload_policy_expiry ON upload_policy (expires_at);
`;

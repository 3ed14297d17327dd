// Exports and the download centre (domain-lines.md §16.6): one row per export (its file, its SHA-256 and its
// expiry) and the per-click download links (10 minutes, creator only).
export const sql = `
CREATE TABLE export_job (
  export_no     TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES app_user (user_id),
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  role_code     TEXT NOT NULL,
  source        TEXT NOT NULL,
  request       TEXT NOT NULL,
  conditions    TEXT NOT NULL,
  row_count     INTEGER NOT NULL DEFAULT 0,
  rows_written  INTEGER NOT NULL DEFAULT 0,
  status        TEXT NOT NULL CHECK (status IN ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELLED')),
  sync          BOOLEAN NOT NULL DEFAULT FALSE,
  fail_reason   TEXT,
  file_name     TEXT,
  file_path     TEXT,
  file_size     BIGINT,
  sha256        TEXT,
  created_at    BIGINT NOT NULL,
  business_date TEXT NOT NULL,
  finished_at   BIGINT,
  expires_on    TEXT
);
CREATE INDEX export_job_user ON export_job (user_id, created_at DESC);
CREATE INDEX export_job_open ON export_job (status) WHERE status IN ('QUEUED', 'RUNNING');
CREATE TABLE export_link (
  token_hash  TEXT PRIMARY KEY,
  export_no   TEXT NOT NULL REFERENCES export_job (export_no),
  user_id     TEXT NOT NULL,
  expires_at  BIGINT NOT NULL
);
CREATE INDEX export_link_expiry ON export_link (expires_at);
CREATE SEQUENCE export_no_seq START 100;
`;

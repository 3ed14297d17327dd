// Issue 30 items 4 and 6 (domain-lines.md §16.2, §16.9): every agreement a corporation signed with its evidence
// fields (协议管理), and 企业信息变更 — the registered information that may change and the change applications.
export const sql = `
-- One row per signature of an agreement (extends agreement_sign, which keeps only the platform agreement's version
-- in force for the post-login check). The exact text is kept with its SHA-256: the PDF is rendered from it and the
-- hash is checked before every read.
CREATE SEQUENCE agreement_no_seq;
CREATE TABLE agreement_record (
  agreement_no   TEXT PRIMARY KEY,
  corp_id        TEXT NOT NULL REFERENCES corp (corp_id),
  template_code  TEXT NOT NULL,
  title          TEXT NOT NULL,
  version        TEXT NOT NULL,
  text_content   TEXT NOT NULL,
  text_sha256    TEXT NOT NULL CHECK (char_length(text_sha256) = 64),
  sign_method    TEXT NOT NULL CHECK (sign_method IN ('CHECK', 'SCROLL', 'UKEY', 'SOFT_KEY')),
  signer_user_id TEXT NOT NULL REFERENCES app_user (user_id),
  cert_serial    TEXT,
  signature_b64  TEXT,
  signed_at      BIGINT NOT NULL,
  signed_ip      TEXT NOT NULL,
  parties        TEXT NOT NULL,
  biz_ref        TEXT NOT NULL DEFAULT '',
  status         TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUPERSEDED', 'TERMINATED'))
);
CREATE INDEX agreement_record_corp ON agreement_record (corp_id, signed_at);
CREATE UNIQUE INDEX agreement_record_active ON agreement_record (corp_id, template_code, biz_ref) WHERE status = 'ACTIVE';

-- The registered information 企业信息变更 may change (企业名称 is corp_name).
ALTER TABLE corp ADD COLUMN legal_rep_name TEXT NOT NULL DEFAULT '';
ALTER TABLE corp ADD COLUMN reg_address TEXT NOT NULL DEFAULT '';
ALTER TABLE corp ADD COLUMN business_scope TEXT NOT NULL DEFAULT '';

CREATE SEQUENCE info_change_no_seq;
CREATE TABLE corp_info_change (
  change_no     TEXT PRIMARY KEY,
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  status        TEXT NOT NULL CHECK (status IN ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED')),
  fields        TEXT NOT NULL,
  before_values TEXT NOT NULL,
  after_values  TEXT NOT NULL,
  licence_file  TEXT REFERENCES stored_file (file_id),
  submitted_by  TEXT NOT NULL REFERENCES app_user (user_id),
  created_at    BIGINT NOT NULL,
  decided_at    BIGINT,
  cert_serial   TEXT,
  reason        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX corp_info_change_corp ON corp_info_change (corp_id, created_at);
-- At most one open (submitted, not decided) change per corporation.
CREATE UNIQUE INDEX corp_info_change_open ON corp_info_change (corp_id) WHERE status = 'SUBMITTED';
`;

// 融资签约 (domain.md §7.7 prerequisites, issue 14 part 3): the core signs its suppliers up to an FI's financing product;
// each submission is a batch (signup_no) with one row per supplier, recording whether the FI customer file
// (finance_customer, migration 25) was created or brought back to ACTIVE by it.
export const sql = `
CREATE SEQUENCE finance_signup_seq;
CREATE TABLE finance_signup (
  signup_no        TEXT NOT NULL,
  supplier_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  core_corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  fi_corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  product_type     TEXT NOT NULL CHECK (product_type IN ('CREDIT', 'VOUCHER')),
  -- CREATED: a new customer file; UPDATED: an existing file (PENDING / REJECTED / ACTIVE) set ACTIVE.
  file_action      TEXT NOT NULL CHECK (file_action IN ('CREATED', 'UPDATED')),
  creator_user_id  TEXT NOT NULL REFERENCES app_user (user_id),
  created_at       BIGINT NOT NULL,
  PRIMARY KEY (signup_no, supplier_corp_id)
);
CREATE INDEX finance_signup_core ON finance_signup (core_corp_id, created_at);
CREATE INDEX finance_signup_supplier ON finance_signup (supplier_corp_id, created_at);
CREATE INDEX finance_signup_fi ON finance_signup (fi_corp_id, created_at);
`;

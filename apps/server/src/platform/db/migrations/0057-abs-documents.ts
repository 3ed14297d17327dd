// 供应链ABS documents (domain-lines.md §18.5): each receivable's PDFs (应付账款确认函, 转让申请书, 转让通知书, 转让合同,
// 付款确认书, 中登登记证明), stored in the file store with their SHA-256 and 验证码, and who signed them with which
// certificate; the 付款确认书 the debtor's director signs is an ABS_PAY_CONFIRM application.
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('ABS_PAY_CONFIRM', '付款确认书');

CREATE TABLE abs_document (
  receivable_no TEXT NOT NULL REFERENCES abs_receivable (receivable_no),
  kind          TEXT NOT NULL CHECK (kind IN ('CONFIRMATION', 'TRANSFER_APPLY', 'TRANSFER_NOTICE', 'TRANSFER_CONTRACT', 'PAY_CONFIRM', 'ZD_CERT')),
  -- The business it was issued for: the APR batch, the ABT transfer, or the receivable itself.
  doc_no        TEXT NOT NULL,
  file_id       TEXT NOT NULL REFERENCES stored_file (file_id),
  file_name     TEXT NOT NULL,
  sha256        TEXT NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  verify_code   TEXT NOT NULL REFERENCES verification_code (code),
  signed        BOOLEAN NOT NULL,
  signer_name   TEXT,
  cert_serial   TEXT,
  signed_at     BIGINT,
  doc_date      TEXT NOT NULL,
  created_at    BIGINT NOT NULL,
  PRIMARY KEY (receivable_no, kind),
  CHECK (NOT signed OR signer_name IS NOT NULL)
);
CREATE INDEX abs_document_file ON abs_document (file_id);
`;

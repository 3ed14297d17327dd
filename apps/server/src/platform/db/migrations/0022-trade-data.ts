// Trade data (融资资料, domain.md §5.5, §8; issue 14 part 2): the contracts gain their uploader and files, and invoices,
// other documents and authorisation letters arrive with the finance data packages that bind them to credits with
// 本次占用金额 per invoice. Money is BIGINT fen; the CHECKs are the backstop of the services' Chinese refusals.
export const sql = `
ALTER TABLE trade_contract ADD COLUMN created_by TEXT REFERENCES app_user (user_id);
ALTER TABLE trade_contract ADD COLUMN created_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE trade_contract ADD CONSTRAINT trade_contract_period CHECK (end_date >= sign_date);
CREATE INDEX trade_contract_corp ON trade_contract (corp_id, created_at DESC);
CREATE UNIQUE INDEX trade_contract_corp_no ON trade_contract (corp_id, contract_no);

CREATE SEQUENCE trade_doc_seq;
CREATE SEQUENCE trade_package_seq;

CREATE TABLE trade_invoice (
  invoice_id      TEXT PRIMARY KEY,
  corp_id         TEXT NOT NULL REFERENCES corp (corp_id),
  invoice_type    TEXT NOT NULL CHECK (invoice_type IN ('VAT_SPECIAL', 'VAT_NORMAL', 'E_INVOICE_FULL')),
  invoice_code    TEXT NOT NULL CHECK (invoice_code ~ '^([0-9]{10}|[0-9]{12})?$'),
  invoice_number  TEXT NOT NULL CHECK (invoice_number ~ '^([0-9]{8}|[0-9]{20})$'),
  issue_date      TEXT NOT NULL,
  amount_ex_tax_fen BIGINT NOT NULL CHECK (amount_ex_tax_fen > 0),
  tax_fen         BIGINT NOT NULL CHECK (tax_fen >= 0),
  total_fen       BIGINT NOT NULL CHECK (total_fen = amount_ex_tax_fen + tax_fen),
  check_code_last6 TEXT NOT NULL DEFAULT '',
  buyer_name      TEXT NOT NULL,
  buyer_tax_no    TEXT NOT NULL,
  seller_name     TEXT NOT NULL,
  seller_tax_no   TEXT NOT NULL,
  verify_status   TEXT NOT NULL CHECK (verify_status IN ('UNVERIFIED', 'VERIFIED', 'MISMATCH', 'NOT_FOUND', 'VOIDED', 'RED_FLUSHED')),
  verify_checks   JSONB NOT NULL DEFAULT '[]'::jsonb,
  verified_at     BIGINT,
  -- Σ occupyAmount of the OCCUPIED links (funded financings): never more than the invoice (domain.md §8 check 4).
  occupied_fen    BIGINT NOT NULL DEFAULT 0 CHECK (occupied_fen >= 0 AND occupied_fen <= total_fen),
  created_by      TEXT REFERENCES app_user (user_id),
  created_at      BIGINT NOT NULL
);
-- One invoice is one record: the same code and number twice would let it back two financings.
CREATE UNIQUE INDEX trade_invoice_identity ON trade_invoice (invoice_code, invoice_number);
CREATE INDEX trade_invoice_corp ON trade_invoice (corp_id, created_at DESC);

-- upload/other (delivery notes, statements …) and upload/auth (授权书, 确权函, 付款承诺函).
CREATE TABLE trade_document (
  doc_id     TEXT PRIMARY KEY,
  corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  kind       TEXT NOT NULL CHECK (kind IN ('OTHER', 'AUTH')),
  doc_type   TEXT NOT NULL,
  name       TEXT NOT NULL,
  remark     TEXT NOT NULL DEFAULT '',
  created_by TEXT REFERENCES app_user (user_id),
  created_at BIGINT NOT NULL
);
CREATE INDEX trade_document_corp ON trade_document (corp_id, kind, created_at DESC);

-- The stored files of a contract, invoice or document, in the order given.
CREATE TABLE trade_doc_file (
  doc_type TEXT NOT NULL CHECK (doc_type IN ('CONTRACT', 'INVOICE', 'OTHER', 'AUTH')),
  doc_id   TEXT NOT NULL,
  file_id  TEXT NOT NULL REFERENCES stored_file (file_id),
  sort     INTEGER NOT NULL,
  PRIMARY KEY (doc_type, doc_id, file_id)
);

-- The finance data package (资料包): the trade background of a financing (FINANCE) or of issued credits (ISSUE).
CREATE TABLE trade_package (
  package_no      TEXT PRIMARY KEY,
  corp_id         TEXT NOT NULL REFERENCES corp (corp_id),
  product_type    TEXT NOT NULL CHECK (product_type IN ('CREDIT', 'VOUCHER')),
  purpose         TEXT NOT NULL CHECK (purpose IN ('FINANCE', 'ISSUE')),
  status          TEXT NOT NULL CHECK (status IN ('DRAFT', 'SUBMITTED')),
  -- Set by the reviewing bank (financing, issue 14 part 3); NULL: derived from the verify states.
  verdict         TEXT CHECK (verdict IN ('PASS', 'REJECT', 'PENDING')),
  verdict_comment TEXT NOT NULL DEFAULT '',
  business_date   TEXT NOT NULL,
  created_by      TEXT NOT NULL REFERENCES app_user (user_id),
  created_at      BIGINT NOT NULL,
  submitted_at    BIGINT
);
CREATE INDEX trade_package_corp ON trade_package (corp_id, product_type, created_at DESC);

CREATE TABLE trade_package_credit (
  package_no TEXT NOT NULL REFERENCES trade_package (package_no),
  credit_no  TEXT NOT NULL REFERENCES credit (credit_no),
  PRIMARY KEY (package_no, credit_no)
);
CREATE INDEX trade_package_credit_credit ON trade_package_credit (credit_no);

-- TradeDataLink (domain.md §5.5): a document of a package; an invoice with its 本次占用金额 and where that stands:
-- NONE (draft), RESERVED (submitted), OCCUPIED (funded), RELEASED (rejected).
CREATE TABLE trade_data_link (
  package_no   TEXT NOT NULL REFERENCES trade_package (package_no),
  doc_type     TEXT NOT NULL CHECK (doc_type IN ('CONTRACT', 'INVOICE', 'OTHER', 'AUTH')),
  doc_id       TEXT NOT NULL,
  sort         INTEGER NOT NULL,
  occupy_fen   BIGINT CHECK (occupy_fen > 0),
  occupy_state TEXT NOT NULL DEFAULT 'NONE' CHECK (occupy_state IN ('NONE', 'RESERVED', 'OCCUPIED', 'RELEASED')),
  PRIMARY KEY (package_no, doc_type, doc_id),
  CHECK ((doc_type = 'INVOICE') = (occupy_fen IS NOT NULL))
);
CREATE INDEX trade_data_link_doc ON trade_data_link (doc_type, doc_id) WHERE occupy_state IN ('RESERVED', 'OCCUPIED');
`;

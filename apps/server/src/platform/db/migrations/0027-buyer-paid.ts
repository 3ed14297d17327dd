// 买方付息 (the core's buyer-paid-interest financing, domain.md §7.7 `core/finance/*`, issue 14): the core's operator
// applies for its suppliers' held credits at an FI, its director approves with the key; an approved application makes
// each credit's financing at that FI 买方付息 (interest and fee billed to the core, the supplier receives the whole
// amount). The application is a CORE_FINANCE application of the generic machine; its effect is one row per credit here.
export const sql = `
ALTER TABLE application DROP CONSTRAINT application_biz_type_check;
ALTER TABLE application ADD CONSTRAINT application_biz_type_check
  CHECK (biz_type IN ('ISSUE', 'WITHDRAW', 'SIGN', 'TRANSFER', 'FINANCE', 'RETURN', 'RECYCLE', 'CASH', 'LIMIT_DIST', 'CORE_FINANCE'));
CREATE TABLE buyer_paid_credit (
  credit_no    TEXT NOT NULL REFERENCES credit (credit_no),
  fi_corp_id   TEXT NOT NULL REFERENCES corp (corp_id),
  core_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  app_no       TEXT NOT NULL REFERENCES application (app_no),
  created_at   BIGINT NOT NULL,
  PRIMARY KEY (credit_no, fi_corp_id)
);
CREATE INDEX buyer_paid_credit_app ON buyer_paid_credit (app_no);
`;

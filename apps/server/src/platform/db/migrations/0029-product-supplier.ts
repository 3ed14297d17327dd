// 供应商开通 (domain-lines.md §17.1–§17.2), the worked example of a new business type (docs/adr/0027): a core opens,
// suspends or resumes a product for one supplier with a PRODUCT_SUPPLIER application its director signs. Its type is
// one row here; the application's own row says what it asks; the product_supplier row is what it changes.
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('PRODUCT_SUPPLIER', '供应商开通');
-- A business type without an amount (this one; 准入 and 企业信息变更 of the lines) carries 0.
ALTER TABLE application DROP CONSTRAINT application_amount_fen_check;
ALTER TABLE application ADD CONSTRAINT application_amount_fen_check CHECK (amount_fen >= 0);
CREATE TABLE product_supplier (
  core_corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  supplier_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  product_type     TEXT NOT NULL CHECK (product_type IN ('CREDIT', 'VOUCHER')),
  status           TEXT NOT NULL CHECK (status IN ('ACTIVE', 'SUSPENDED')),
  effective_from   TEXT NOT NULL,
  effective_to     TEXT,
  set_by           TEXT NOT NULL CHECK (set_by IN ('CORE', 'PLATFORM', 'FI')),
  reason           TEXT NOT NULL DEFAULT '',
  app_no           TEXT REFERENCES application (app_no),
  updated_at       BIGINT NOT NULL,
  PRIMARY KEY (core_corp_id, supplier_corp_id, product_type)
);
CREATE TABLE app_product_supplier (
  app_no           TEXT PRIMARY KEY REFERENCES application (app_no),
  supplier_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  action           TEXT NOT NULL CHECK (action IN ('OPEN', 'SUSPEND', 'RESUME'))
);
CREATE INDEX app_product_supplier_supplier ON app_product_supplier (supplier_corp_id);
`;

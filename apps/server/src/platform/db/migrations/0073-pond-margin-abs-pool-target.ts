// Issue 31 (domain-lines.md §18.3, §18.7): 保证金提取 of a pond (PMW, the director signs ACCOUNT_COLLECT; the margin
// moves to the pledgor's settlement account at the signature) and the factor's optional 入池至 at 同意受让.
export const sql = `
INSERT INTO app_biz_type (code, label) VALUES ('POND_MARGIN', '保证金提取');
CREATE TABLE pond_margin_take (
  app_no      TEXT PRIMARY KEY REFERENCES application (app_no),
  pond_no     TEXT NOT NULL REFERENCES pond (pond_no),
  amount_fen  BIGINT NOT NULL CHECK (amount_fen > 0),
  taken_date  TEXT,
  bank_serial TEXT
);
CREATE INDEX pond_margin_take_pond ON pond_margin_take (pond_no);
ALTER TABLE app_abs_transfer ADD COLUMN pool_product_code TEXT;
`;

// Issue 30 items 4 and 6 (domain-lines.md §16.2, §16.3, §16.9): 开票信息 of a corporation.
export const sql = `
-- 开票信息 (§16.3): one row per corporation once its administrator saved it. 发票抬头 and 纳税人识别号 are the
-- corporation's name and USCC, never stored twice.
CREATE TABLE corp_invoice_info (
  corp_id         TEXT PRIMARY KEY REFERENCES corp (corp_id),
  invoice_type    TEXT NOT NULL CHECK (invoice_type IN ('VAT_SPECIAL', 'VAT_NORMAL', 'E_INVOICE')),
  reg_address     TEXT NOT NULL,
  reg_phone       TEXT NOT NULL,
  bank_name       TEXT NOT NULL,
  bank_account    TEXT NOT NULL,
  receiver_name   TEXT NOT NULL,
  receiver_mobile TEXT NOT NULL,
  receiver_email  TEXT NOT NULL,
  updated_by      TEXT NOT NULL REFERENCES app_user (user_id),
  updated_at      BIGINT NOT NULL,
  CHECK (invoice_type <> 'VAT_SPECIAL' OR (reg_address <> '' AND reg_phone <> '' AND bank_name <> '' AND bank_account <> ''))
);
`;

// Corporations, users, roles, accounts and relations (domain.md §5.1). Plain SQL for PostgreSQL 15 and PGlite.
export const sql = `
CREATE TABLE corp (
  corp_id        TEXT PRIMARY KEY,
  corp_name      TEXT NOT NULL CHECK (char_length(corp_name) BETWEEN 1 AND 80),
  uscc           TEXT NOT NULL UNIQUE CHECK (char_length(uscc) = 18),
  corp_type      TEXT NOT NULL CHECK (corp_type IN ('CORE', 'CHAIN', 'FI')),
  parent_corp_id TEXT REFERENCES corp (corp_id),
  authenticated  BOOLEAN NOT NULL DEFAULT TRUE,
  status         TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'FROZEN'))
);
CREATE TABLE corp_product (
  corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  product_code TEXT NOT NULL CHECK (product_code IN ('CREDIT', 'VOUCHER', 'EDT', 'DISCOUNT', 'ABS')),
  PRIMARY KEY (corp_id, product_code)
);
CREATE TABLE app_user (
  user_id          TEXT PRIMARY KEY,
  user_name        TEXT NOT NULL UNIQUE,
  person_name      TEXT NOT NULL,
  mobile           TEXT NOT NULL,
  corp_id          TEXT NOT NULL REFERENCES corp (corp_id),
  password_hash    TEXT NOT NULL,
  default_role     TEXT NOT NULL,
  is_edt_whitelist BOOLEAN NOT NULL DEFAULT FALSE,
  is_rft_whitelist BOOLEAN NOT NULL DEFAULT FALSE,
  status           TEXT NOT NULL DEFAULT 'ACTIVE'
);
CREATE TABLE user_role (
  user_id          TEXT NOT NULL REFERENCES app_user (user_id),
  role_code        TEXT NOT NULL,
  ukey_code_suffix TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (user_id, role_code)
);
CREATE TABLE bank_account (
  account_id   TEXT PRIMARY KEY,
  corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  account_no   TEXT NOT NULL,
  account_name TEXT NOT NULL,
  bank_name    TEXT NOT NULL,
  bank_code    TEXT NOT NULL,
  account_type TEXT NOT NULL CHECK (account_type IN ('SETTLEMENT', 'ELECTRONIC', 'SPECIAL')),
  status       TEXT NOT NULL DEFAULT 'ACTIVE',
  balance_fen  BIGINT NOT NULL DEFAULT 0 CHECK (balance_fen >= 0)
);
CREATE TABLE counterparty_rel (
  corp_id              TEXT NOT NULL REFERENCES corp (corp_id),
  counterparty_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  relation             TEXT NOT NULL CHECK (relation IN ('SUPPLIER', 'CUSTOMER')),
  since                TEXT NOT NULL,
  PRIMARY KEY (corp_id, counterparty_corp_id, relation)
);
`;

// 贴现 applications (issue 33, domain-lines.md §20.4): what one DSL/DSB application is beyond its lines — the bank, the
// payer split, 入账账户, the drawer that pays interest and its operator's confirmation, and the bank's signing date.
export const sql = `
CREATE TABLE discount_app (
  app_no              TEXT PRIMARY KEY REFERENCES application (app_no),
  fi_corp_id          TEXT NOT NULL REFERENCES corp (corp_id),
  seller_corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  payer               TEXT NOT NULL CHECK (payer IN ('SELLER', 'BUYER', 'AGREED')),
  buyer_pct           INTEGER NOT NULL CHECK (buyer_pct BETWEEN 0 AND 100),
  annual_rate         TEXT NOT NULL,
  deferral_rule       SMALLINT NOT NULL,
  deferral_days       INTEGER NOT NULL DEFAULT 0,
  account_id          TEXT NOT NULL REFERENCES bank_account (account_id),
  trial_date          TEXT NOT NULL,
  -- 买方/协议付息: the drawer paying the buyer part (one per application), its operator's confirmation.
  payer_corp_id       TEXT REFERENCES corp (corp_id),
  payer_confirmed_by  TEXT REFERENCES app_user (user_id),
  received_on         TEXT,
  CHECK ((payer = 'SELLER') = (payer_corp_id IS NULL)),
  CHECK ((payer = 'SELLER' AND buyer_pct = 0) OR (payer = 'BUYER' AND buyer_pct = 100) OR (payer = 'AGREED' AND buyer_pct BETWEEN 1 AND 99))
);
CREATE INDEX discount_app_fi ON discount_app (fi_corp_id);
CREATE INDEX discount_app_seller ON discount_app (seller_corp_id);
CREATE INDEX discount_app_payer ON discount_app (payer_corp_id);
`;

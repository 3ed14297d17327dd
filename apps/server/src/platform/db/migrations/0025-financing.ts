// Financing (融资, domain.md §5.5, §7.7; issue 14 part 3): the FI's pricing quotes per issuer and remaining-term band,
// the FI customer file (融资建档) a supplier needs before it applies, and the finance application's own columns
// (the FI, the credit, the package, the receive account, the figures, the loan number). Money is BIGINT fen; rates
// are percent strings (`3.45` = 3.45%), exact for @scf/api/money.
export const sql = `
CREATE TABLE finance_quote (
  fi_corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  issuer_corp_id   TEXT NOT NULL REFERENCES corp (corp_id),
  -- Remaining term up to max_days (inclusive); NULL: the open band above the others.
  max_days         INTEGER CHECK (max_days IS NULL OR max_days > 0),
  annual_rate      TEXT NOT NULL CHECK (annual_rate ~ '^[0-9]{1,2}(\\.[0-9]{1,4})?$'),
  service_fee_rate TEXT NOT NULL CHECK (service_fee_rate ~ '^[0-9]{1,2}(\\.[0-9]{1,4})?$'),
  interest_payer   TEXT NOT NULL CHECK (interest_payer IN ('SUPPLIER', 'CORE'))
);
CREATE UNIQUE INDEX finance_quote_band ON finance_quote (fi_corp_id, issuer_corp_id, COALESCE(max_days, 0));

CREATE TABLE finance_customer (
  corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  fi_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  status     TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'REJECTED')),
  created_at BIGINT NOT NULL,
  PRIMARY KEY (corp_id, fi_corp_id)
);

CREATE SEQUENCE loan_no_seq;
CREATE TABLE finance_app (
  app_no             TEXT PRIMARY KEY REFERENCES application (app_no),
  fi_corp_id         TEXT NOT NULL REFERENCES corp (corp_id),
  credit_no          TEXT NOT NULL REFERENCES credit (credit_no),
  package_no         TEXT NOT NULL REFERENCES trade_package (package_no),
  receive_account_id TEXT NOT NULL REFERENCES bank_account (account_id),
  annual_rate        TEXT NOT NULL,
  service_fee_rate   TEXT NOT NULL,
  interest_payer     TEXT NOT NULL CHECK (interest_payer IN ('SUPPLIER', 'CORE')),
  -- The preview's business date until funding, then the funding date (figures recomputed).
  value_date         TEXT NOT NULL,
  due_date           TEXT NOT NULL,
  days               INTEGER NOT NULL CHECK (days >= 1),
  finance_fen        BIGINT NOT NULL CHECK (finance_fen > 0),
  interest_fen       BIGINT NOT NULL CHECK (interest_fen >= 0),
  service_fee_fen    BIGINT NOT NULL CHECK (service_fee_fen >= 0),
  net_fen            BIGINT NOT NULL,
  loan_no            TEXT UNIQUE,
  funded_at          BIGINT,
  -- domain.md §7.6-7.
  CHECK (net_fen = CASE WHEN interest_payer = 'SUPPLIER' THEN finance_fen - interest_fen - service_fee_fen ELSE finance_fen END)
);
CREATE INDEX finance_app_package ON finance_app (package_no);
CREATE INDEX finance_app_fi ON finance_app (fi_corp_id);
`;

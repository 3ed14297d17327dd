// 供应链ABS report centre and the factor's moves (domain-lines.md §18.3, §18.6): the pool-in batches (PIB…) and the
// collections (回款登记) recorded on receivables.
export const sql = `
CREATE SEQUENCE abs_pool_batch_seq;

CREATE TABLE abs_pool_batch (
  batch_no     TEXT PRIMARY KEY CHECK (batch_no ~ '^PIB[0-9]{14}$'),
  product_code TEXT NOT NULL REFERENCES abs_product (product_code),
  fi_corp_id   TEXT NOT NULL REFERENCES corp (corp_id),
  pool_date    TEXT NOT NULL,
  created_by   TEXT REFERENCES app_user (user_id),
  created_at   BIGINT NOT NULL
);

CREATE TABLE abs_collection (
  receivable_no TEXT PRIMARY KEY REFERENCES abs_receivable (receivable_no),
  collect_date  TEXT NOT NULL,
  amount_fen    BIGINT NOT NULL CHECK (amount_fen > 0),
  bank_serial   TEXT NOT NULL,
  created_by    TEXT REFERENCES app_user (user_id),
  created_at    BIGINT NOT NULL
);
`;

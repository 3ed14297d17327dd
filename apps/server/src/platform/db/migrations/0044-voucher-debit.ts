// 支付通代扣 (domain-lines.md §17.4, issue 29 item 3): the debit runs (number VDB…) per issuer, due date and slot on the
// issuer's 还款专户 under its 代扣授权; each leaf paid is a `cash_line` without a plan that names the run which opened it and
// the reason code of its last refusal. A scheduled slot (09:00, 12:00, 16:00 of D, 17:00 cut-off, the 09:00 retry of a
// later working day) runs once per issuer, due date and run date; 立即补扣 (MANUAL) runs whenever asked.
export const sql = `
CREATE SEQUENCE voucher_debit_seq;

CREATE TABLE voucher_debit_run (
  run_no         TEXT PRIMARY KEY,
  issuer_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  due_date       TEXT NOT NULL,
  run_date       TEXT NOT NULL,
  slot           TEXT NOT NULL CHECK (slot IN ('09:00', '12:00', '16:00', 'CUTOFF', 'RETRY', 'MANUAL')),
  account_id     TEXT REFERENCES bank_account (account_id),
  paid_count     INTEGER NOT NULL DEFAULT 0 CHECK (paid_count >= 0),
  paid_fen       BIGINT NOT NULL DEFAULT 0 CHECK (paid_fen >= 0),
  skipped_count  INTEGER NOT NULL DEFAULT 0 CHECK (skipped_count >= 0),
  started_by     TEXT,
  started_at     BIGINT NOT NULL
);
-- Idempotent per slot and date: a second sweep (or a second server) finds the slot taken.
CREATE UNIQUE INDEX voucher_debit_run_slot ON voucher_debit_run (issuer_corp_id, due_date, run_date, slot) WHERE slot <> 'MANUAL';
CREATE INDEX voucher_debit_run_issuer ON voucher_debit_run (issuer_corp_id, run_date);

-- The D−3 warning to the issuer's directors (支付通到期资金不足…), sent once per issuer and due date.
CREATE TABLE voucher_debit_warning (
  issuer_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  due_date       TEXT NOT NULL,
  gap_fen        BIGINT NOT NULL CHECK (gap_fen > 0),
  sent_on        TEXT NOT NULL,
  PRIMARY KEY (issuer_corp_id, due_date)
);

ALTER TABLE cash_line ADD COLUMN run_no TEXT REFERENCES voucher_debit_run (run_no);
ALTER TABLE cash_line ADD COLUMN fail_code TEXT CHECK (fail_code IN ('INSUFFICIENT_BALANCE', 'ACCOUNT_FROZEN', 'NO_MANDATE', 'PAYEE_ACCOUNT_INVALID'));
-- One debit line per voucher leaf (the paid-once index of 0023 still says a leaf is paid at most once).
CREATE UNIQUE INDEX cash_line_voucher_once ON cash_line (credit_no) WHERE run_no IS NOT NULL;
`;

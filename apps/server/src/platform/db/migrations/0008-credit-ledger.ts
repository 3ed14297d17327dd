// The credit ledger (domain.md §5.2–§5.5, §6, §7; docs/adr/0009): lines and sub-limits with their figures and the
// FREEZE/UNFREEZE/USE/RELEASE ledger, credits (a tree per root), applications with per-type children, flow records,
// todos, trade contracts, the blacklist and the number sequences. Money is BIGINT fen. The CHECKs are the backstop;
// the services enforce the same rules first with Chinese messages.
export const sql = `
CREATE SEQUENCE credit_no_seq;
CREATE SEQUENCE app_no_seq;

CREATE TABLE credit_line (
  line_id       TEXT PRIMARY KEY,
  product_type  TEXT NOT NULL CHECK (product_type IN ('CREDIT', 'VOUCHER')),
  fi_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  total_fen     BIGINT NOT NULL CHECK (total_fen > 0),
  -- Σ ACTIVE sub-limit allocations + Σ pending increases (domain.md §6.2).
  allocated_fen BIGINT NOT NULL DEFAULT 0 CHECK (allocated_fen >= 0),
  used_fen      BIGINT NOT NULL DEFAULT 0 CHECK (used_fen >= 0),
  frozen_fen    BIGINT NOT NULL DEFAULT 0 CHECK (frozen_fen >= 0),
  revolving     BOOLEAN NOT NULL,
  start_date    TEXT NOT NULL,
  end_date      TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'EXPIRED', 'FROZEN')),
  CHECK (used_fen + frozen_fen + allocated_fen <= total_fen)
);
CREATE INDEX credit_line_corp ON credit_line (corp_id, product_type);
CREATE INDEX credit_line_fi ON credit_line (fi_corp_id);

CREATE TABLE sub_limit (
  sub_limit_id  TEXT PRIMARY KEY,
  line_id       TEXT NOT NULL REFERENCES credit_line (line_id),
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  allocated_fen BIGINT NOT NULL DEFAULT 0 CHECK (allocated_fen >= 0),
  used_fen      BIGINT NOT NULL DEFAULT 0 CHECK (used_fen >= 0),
  frozen_fen    BIGINT NOT NULL DEFAULT 0 CHECK (frozen_fen >= 0),
  status        TEXT NOT NULL CHECK (status IN ('ACTIVE', 'FROZEN')),
  UNIQUE (line_id, corp_id),
  CHECK (used_fen + frozen_fen <= allocated_fen)
);
CREATE INDEX sub_limit_corp ON sub_limit (corp_id);

-- Every movement of a figure; the stored figures equal the sum of these (the invariant checker proves it).
CREATE TABLE limit_ledger (
  entry_id      BIGSERIAL PRIMARY KEY,
  line_id       TEXT NOT NULL REFERENCES credit_line (line_id),
  sub_limit_id  TEXT REFERENCES sub_limit (sub_limit_id),
  kind          TEXT NOT NULL CHECK (kind IN ('FREEZE', 'UNFREEZE', 'USE', 'RELEASE')),
  biz_type      TEXT NOT NULL,
  biz_no        TEXT NOT NULL,
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  amount_fen    BIGINT NOT NULL CHECK (amount_fen > 0),
  at            BIGINT NOT NULL,
  business_date TEXT NOT NULL
);
CREATE INDEX limit_ledger_line ON limit_ledger (line_id, entry_id DESC);
CREATE INDEX limit_ledger_sub ON limit_ledger (sub_limit_id, entry_id DESC);

CREATE TABLE trade_contract (
  contract_id    TEXT PRIMARY KEY,
  corp_id        TEXT NOT NULL REFERENCES corp (corp_id),
  contract_no    TEXT NOT NULL,
  name           TEXT NOT NULL,
  buyer_corp_id  TEXT NOT NULL REFERENCES corp (corp_id),
  seller_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  amount_fen     BIGINT NOT NULL CHECK (amount_fen > 0),
  sign_date      TEXT NOT NULL,
  end_date       TEXT NOT NULL
);
CREATE INDEX trade_contract_parties ON trade_contract (seller_corp_id, buyer_corp_id);

-- domain.md §4.7: a corporation barred from a product's process (ISSUE, TRANSFER, FINANCE, …).
CREATE TABLE corp_blacklist (
  corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  product_type TEXT NOT NULL,
  busi_process TEXT NOT NULL,
  PRIMARY KEY (corp_id, product_type, busi_process)
);

CREATE TABLE credit (
  credit_no               TEXT PRIMARY KEY,
  product_type            TEXT NOT NULL CHECK (product_type IN ('CREDIT', 'VOUCHER')),
  root_no                 TEXT NOT NULL REFERENCES credit (credit_no),
  parent_no               TEXT REFERENCES credit (credit_no),
  issuer_corp_id          TEXT NOT NULL REFERENCES corp (corp_id),
  issuer_account_id       TEXT REFERENCES bank_account (account_id),
  line_id                 TEXT NOT NULL REFERENCES credit_line (line_id),
  sub_limit_id            TEXT REFERENCES sub_limit (sub_limit_id),
  original_holder_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  holder_corp_id          TEXT NOT NULL REFERENCES corp (corp_id),
  holder_account_id       TEXT REFERENCES bank_account (account_id),
  amount_fen              BIGINT NOT NULL CHECK (amount_fen > 0),
  issue_date              TEXT NOT NULL,
  due_date                TEXT NOT NULL CHECK (due_date > issue_date),
  -- The business date the current holder obtained it (issue, transfer, return); the status date of the last change.
  acquired_date           TEXT NOT NULL,
  status_date             TEXT NOT NULL,
  status                  TEXT NOT NULL CHECK (status IN ('PENDING_SIGN', 'HELD', 'TRANSFERRING', 'FINANCING', 'RETURNING',
                            'WITHDRAWING', 'RECYCLING', 'FINANCED', 'POOLED', 'CASHING', 'OVERDUE', 'SPLIT', 'CASHED',
                            'REFUSED', 'WITHDRAWN', 'RECYCLED')),
  -- The one open application acting on it (domain.md §7.6-4), taken by a conditional UPDATE … WHERE locked_by_app IS NULL.
  locked_by_app           TEXT,
  remark                  TEXT NOT NULL DEFAULT '',
  created_at              BIGINT NOT NULL,
  updated_at              BIGINT NOT NULL,
  CHECK ((parent_no IS NULL) = (root_no = credit_no))
);
CREATE INDEX credit_holder ON credit (holder_corp_id, status, due_date);
CREATE INDEX credit_issuer ON credit (issuer_corp_id, status, due_date);
CREATE INDEX credit_original_holder ON credit (original_holder_corp_id);
CREATE INDEX credit_root ON credit (root_no);
CREATE INDEX credit_parent ON credit (parent_no);
CREATE INDEX credit_line_status ON credit (line_id, status);
CREATE INDEX credit_sub_limit ON credit (sub_limit_id) WHERE sub_limit_id IS NOT NULL;
CREATE INDEX credit_status_issue ON credit (status, issue_date);
CREATE INDEX credit_due ON credit (due_date);
CREATE INDEX credit_locked ON credit (locked_by_app) WHERE locked_by_app IS NOT NULL;

CREATE TABLE application (
  app_no               TEXT PRIMARY KEY,
  biz_type             TEXT NOT NULL CHECK (biz_type IN ('ISSUE', 'WITHDRAW', 'SIGN', 'TRANSFER', 'FINANCE', 'RETURN', 'RECYCLE', 'CASH', 'LIMIT_DIST')),
  product_type         TEXT NOT NULL CHECK (product_type IN ('CREDIT', 'VOUCHER')),
  status               TEXT NOT NULL CHECK (status IN ('DRAFT', 'PENDING_REVIEW', 'PENDING_FINAL', 'RETURNED', 'PENDING_CP_SIGN',
                         'PENDING_CP_APPROVAL', 'PENDING_FI', 'PENDING_FUNDING', 'COMPLETED', 'REJECTED', 'CANCELLED', 'CP_REFUSED', 'FI_REJECTED')),
  applicant_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  counterparty_corp_id TEXT REFERENCES corp (corp_id),
  -- ISSUE: the issuer acted for (the group or a member); the limit it draws on. LIMIT_DIST: the line and the target's sub-limit.
  issuer_corp_id       TEXT REFERENCES corp (corp_id),
  line_id              TEXT REFERENCES credit_line (line_id),
  sub_limit_id         TEXT REFERENCES sub_limit (sub_limit_id),
  amount_fen           BIGINT NOT NULL CHECK (amount_fen > 0),
  -- SIGN: ACCEPT or REFUSE, set by the receiver's operator.
  decision             TEXT CHECK (decision IN ('ACCEPT', 'REFUSE')),
  reason               TEXT NOT NULL DEFAULT '',
  comment              TEXT NOT NULL DEFAULT '',
  creator_user_id      TEXT NOT NULL REFERENCES app_user (user_id),
  approver_user_id     TEXT REFERENCES app_user (user_id),
  final_user_id        TEXT REFERENCES app_user (user_id),
  decider_user_id      TEXT REFERENCES app_user (user_id),
  -- Bumped on every change: part of the signed state digest, so a signature covers exactly one version.
  version              INTEGER NOT NULL DEFAULT 1,
  business_date        TEXT NOT NULL,
  created_at           BIGINT NOT NULL,
  updated_at           BIGINT NOT NULL
);
CREATE INDEX application_applicant ON application (applicant_corp_id, status, created_at DESC);
CREATE INDEX application_counterparty ON application (counterparty_corp_id, status, created_at DESC);
CREATE INDEX application_creator ON application (creator_user_id, created_at DESC);
CREATE INDEX application_status ON application (biz_type, status);

CREATE TABLE issue_line (
  app_no              TEXT NOT NULL REFERENCES application (app_no),
  line_no             INTEGER NOT NULL CHECK (line_no > 0),
  receiver_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  receiver_account_id TEXT REFERENCES bank_account (account_id),
  amount_fen          BIGINT NOT NULL CHECK (amount_fen > 0),
  due_date            TEXT NOT NULL,
  contract_id         TEXT NOT NULL REFERENCES trade_contract (contract_id),
  remark              TEXT NOT NULL DEFAULT '',
  credit_no           TEXT REFERENCES credit (credit_no),
  PRIMARY KEY (app_no, line_no)
);
CREATE INDEX issue_line_credit ON issue_line (credit_no) WHERE credit_no IS NOT NULL;

-- The credits an application acts on, with its amount on each (the whole credit for withdraw, sign, recycle).
CREATE TABLE app_credit (
  app_no     TEXT NOT NULL REFERENCES application (app_no),
  credit_no  TEXT NOT NULL REFERENCES credit (credit_no),
  amount_fen BIGINT NOT NULL CHECK (amount_fen > 0),
  PRIMARY KEY (app_no, credit_no)
);
CREATE INDEX app_credit_credit ON app_credit (credit_no);

CREATE TABLE app_limit_dist (
  app_no         TEXT PRIMARY KEY REFERENCES application (app_no),
  target_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  change_fen     BIGINT NOT NULL CHECK (change_fen <> 0)
);

CREATE TABLE flow_record (
  flow_id       BIGSERIAL PRIMARY KEY,
  at            BIGINT NOT NULL,
  business_date TEXT NOT NULL,
  biz_type      TEXT,
  app_no        TEXT,
  credit_no     TEXT,
  action        TEXT NOT NULL,
  from_status   TEXT,
  to_status     TEXT NOT NULL,
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  -- NULL for the platform's own jobs (超期未签收).
  user_id       TEXT REFERENCES app_user (user_id),
  role_code     TEXT NOT NULL,
  comment       TEXT NOT NULL DEFAULT '',
  amount_fen    BIGINT,
  signed_by     TEXT
);
CREATE INDEX flow_record_credit ON flow_record (credit_no, flow_id) WHERE credit_no IS NOT NULL;
CREATE INDEX flow_record_app ON flow_record (app_no, flow_id) WHERE app_no IS NOT NULL;
CREATE INDEX flow_record_corp ON flow_record (corp_id, flow_id DESC);

CREATE TABLE todo (
  todo_id    TEXT PRIMARY KEY,
  corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  role_code  TEXT NOT NULL,
  biz_type   TEXT NOT NULL,
  title      TEXT NOT NULL,
  app_no     TEXT,
  credit_no  TEXT,
  amount_fen BIGINT,
  path       TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  done_at    BIGINT
);
CREATE INDEX todo_open ON todo (corp_id, role_code, created_at DESC) WHERE done_at IS NULL;
CREATE INDEX todo_app ON todo (app_no) WHERE done_at IS NULL;
CREATE INDEX todo_credit ON todo (credit_no) WHERE done_at IS NULL;
`;

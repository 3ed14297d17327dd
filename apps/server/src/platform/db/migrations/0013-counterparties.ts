// 交易对手管理 (issue 11): a relation is asked for by one side and counts (a row of counterparty_rel, which issuing and
// transfer read) only once the other side confirmed it. The requests stay as the record of who asked and who decided.
export const sql = `
CREATE SEQUENCE counterparty_request_seq;
CREATE TABLE counterparty_request (
  request_id        TEXT PRIMARY KEY,
  requester_corp_id TEXT NOT NULL REFERENCES corp (corp_id),
  target_corp_id    TEXT NOT NULL REFERENCES corp (corp_id),
  -- What the target is to the requester; the target holds the opposite relation once it confirms.
  relation          TEXT NOT NULL CHECK (relation IN ('SUPPLIER', 'CUSTOMER')),
  status            TEXT NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED', 'REJECTED')),
  requested_by      TEXT NOT NULL REFERENCES app_user (user_id),
  requested_on      TEXT NOT NULL,
  requested_at      BIGINT NOT NULL,
  decided_by        TEXT REFERENCES app_user (user_id),
  decided_at        BIGINT,
  CHECK (requester_corp_id <> target_corp_id)
);
-- At most one open request between two corporations, whichever side asked.
CREATE UNIQUE INDEX counterparty_request_open_pair ON counterparty_request (LEAST(requester_corp_id, target_corp_id), GREATEST(requester_corp_id,
  target_corp_id)) WHERE status = 'PENDING';
CREATE INDEX counterparty_request_target ON counterparty_request (target_corp_id, status);
CREATE INDEX counterparty_request_requester ON counterparty_request (requester_corp_id, status);
`;

// Idempotency keys (design.md §3, security.md §3.2): the first successful answer to a (principal, key), stored in the
// transaction of its effect, so a retry with the same key replays it instead of applying the effect again.
export const sql = `
CREATE TABLE idempotency (
  principal       TEXT NOT NULL,
  key             TEXT NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
  -- The endpoint (METHOD and path template) and the SHA-256 of the canonical request (path, query, body).
  route           TEXT NOT NULL,
  request_hash    TEXT NOT NULL,
  -- The envelope exactly as it was sent. NULL only inside the claiming transaction: the claim is the first write,
  -- so a concurrent request with the same key waits on it, and the answer is written before the commit.
  response_status INTEGER,
  response_body   TEXT,
  created_at      BIGINT NOT NULL,
  PRIMARY KEY (principal, key)
);
CREATE INDEX idempotency_created ON idempotency (created_at);
`;

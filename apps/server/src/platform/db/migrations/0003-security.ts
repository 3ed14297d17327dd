// Server-side state shared by all replicas: sessions, seen nonces, login throttling and server secrets.
export const sql = `
CREATE TABLE server_secret (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
-- session_id is a SHA-256 digest of the cookie value: a database leak does not hand out live sessions.
CREATE TABLE session (
  session_id   TEXT PRIMARY KEY,
  user_id      TEXT REFERENCES app_user (user_id) ON DELETE CASCADE,
  active_role TEXT,
  created_at   BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL
);
CREATE INDEX session_last_seen ON session (last_seen_at);
CREATE TABLE request_nonce (
  nonce      TEXT PRIMARY KEY,
  expires_at BIGINT NOT NULL
);
CREATE INDEX request_nonce_expires ON request_nonce (expires_at);
CREATE TABLE login_attempt (
  user_name    TEXT PRIMARY KEY,
  failures     INTEGER NOT NULL,
  window_start BIGINT NOT NULL
);
`;

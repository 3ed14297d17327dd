// Files stored in the database (security.md §1.6: outside any static root, under generated ids), the feedback
// form's submissions (spec §3, §5) and the messages left with the platform's own customer service.
export const sql = `
-- One uploaded file. The id is random (128 bits); the original name is metadata only. The type is the one the magic
-- bytes showed, never the name's or the browser's.
CREATE TABLE stored_file (
  file_id     TEXT PRIMARY KEY,
  corp_id     TEXT NOT NULL REFERENCES corp (corp_id),
  user_id     TEXT NOT NULL REFERENCES app_user (user_id),
  file_name   TEXT NOT NULL,
  mime_type   TEXT NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  size_bytes  INTEGER NOT NULL CHECK (size_bytes > 0),
  sha256      TEXT NOT NULL,
  content     BYTEA NOT NULL,
  created_at  BIGINT NOT NULL
);
CREATE INDEX stored_file_owner ON stored_file (user_id, created_at);
-- 意见反馈: empty name or phone were already replaced by the user's own.
CREATE TABLE opinion_feedback (
  feedback_id     TEXT PRIMARY KEY,
  user_id         TEXT NOT NULL REFERENCES app_user (user_id),
  corp_id         TEXT NOT NULL REFERENCES corp (corp_id),
  person_name     TEXT NOT NULL,
  mobile_phone    TEXT NOT NULL,
  opinion_content TEXT NOT NULL,
  created_at      BIGINT NOT NULL
);
CREATE INDEX opinion_feedback_user ON opinion_feedback (user_id, created_at);
-- The screenshots of a feedback, in the order given; a file belongs to at most one feedback.
CREATE TABLE opinion_feedback_file (
  feedback_id TEXT NOT NULL REFERENCES opinion_feedback (feedback_id),
  file_id     TEXT NOT NULL UNIQUE REFERENCES stored_file (file_id),
  sort        INTEGER NOT NULL,
  PRIMARY KEY (feedback_id, file_id)
);
-- 在线客服 留言: what a user left for the service desk to call back about.
CREATE TABLE service_message (
  message_id   TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES app_user (user_id),
  corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  contact_name TEXT NOT NULL,
  mobile_phone TEXT NOT NULL,
  content      TEXT NOT NULL,
  created_at   BIGINT NOT NULL
);
CREATE INDEX service_message_user ON service_message (user_id, created_at);
`;

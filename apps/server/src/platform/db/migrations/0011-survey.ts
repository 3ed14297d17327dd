// 问卷调查: a survey with its questions and options, and one response per user per survey (the primary key refuses a
// second one even when two submits race).
export const sql = `
CREATE TABLE survey (
  survey_id  TEXT PRIMARY KEY,
  title      TEXT NOT NULL,
  intro      TEXT NOT NULL,
  status     TEXT NOT NULL CHECK (status IN ('OPEN', 'CLOSED')),
  opened_on  TEXT NOT NULL
);
CREATE TABLE survey_question (
  survey_id   TEXT NOT NULL REFERENCES survey (survey_id),
  question_id TEXT NOT NULL,
  sort        INTEGER NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('SINGLE', 'MULTIPLE', 'TEXT')),
  title       TEXT NOT NULL,
  required    BOOLEAN NOT NULL,
  PRIMARY KEY (survey_id, question_id)
);
CREATE TABLE survey_option (
  survey_id   TEXT NOT NULL,
  question_id TEXT NOT NULL,
  option_value TEXT NOT NULL,
  sort        INTEGER NOT NULL,
  label       TEXT NOT NULL,
  PRIMARY KEY (survey_id, question_id, option_value),
  FOREIGN KEY (survey_id, question_id) REFERENCES survey_question (survey_id, question_id)
);
CREATE TABLE survey_response (
  survey_id    TEXT NOT NULL REFERENCES survey (survey_id),
  user_id      TEXT NOT NULL REFERENCES app_user (user_id),
  corp_id      TEXT NOT NULL REFERENCES corp (corp_id),
  submitted_at BIGINT NOT NULL,
  submitted_on TEXT NOT NULL,
  PRIMARY KEY (survey_id, user_id)
);
-- One row per chosen option, or one row of free text (option_value '').
CREATE TABLE survey_answer (
  survey_id    TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  question_id  TEXT NOT NULL,
  option_value TEXT NOT NULL,
  answer_text  TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (survey_id, user_id, question_id, option_value),
  FOREIGN KEY (survey_id, user_id) REFERENCES survey_response (survey_id, user_id),
  FOREIGN KEY (survey_id, question_id) REFERENCES survey_question (survey_id, question_id)
);
`;

// Configuration, dictionaries, holidays, menus, notices, messages and agreements.
export const sql = `
CREATE TABLE sys_config (
  config_key TEXT PRIMARY KEY,
  value_json JSONB NOT NULL
);
CREATE TABLE dict_data (
  dict_type  TEXT NOT NULL,
  dict_value TEXT NOT NULL,
  dict_label TEXT NOT NULL,
  sort       INTEGER NOT NULL,
  PRIMARY KEY (dict_type, dict_value)
);
-- Only the exceptions to "weekends are non-working" are stored: holidays (working = false) and make-up days.
CREATE TABLE holiday (
  region  TEXT NOT NULL,
  day     TEXT NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  working BOOLEAN NOT NULL,
  PRIMARY KEY (region, day)
);
CREATE TABLE menu (
  menu_id   TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES menu (menu_id),
  menu_name TEXT NOT NULL,
  path      TEXT UNIQUE,
  sort      INTEGER NOT NULL
);
CREATE TABLE role_menu (
  corp_type TEXT NOT NULL,
  role_code TEXT NOT NULL,
  menu_id   TEXT NOT NULL REFERENCES menu (menu_id),
  PRIMARY KEY (corp_type, role_code, menu_id)
);
CREATE TABLE role_perm (
  corp_type TEXT NOT NULL,
  role_code TEXT NOT NULL,
  perm_code TEXT NOT NULL,
  PRIMARY KEY (corp_type, role_code, perm_code)
);
CREATE TABLE notice (
  notice_id       TEXT PRIMARY KEY,
  notice_title    TEXT NOT NULL,
  notice_content  TEXT NOT NULL,
  btn_name        TEXT NOT NULL,
  btn_effect      TEXT NOT NULL CHECK (btn_effect IN ('0', '1')),
  link            TEXT NOT NULL,
  eject_frequency TEXT NOT NULL CHECK (eject_frequency IN ('0', '1')),
  release_date    TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('DRAFT', 'RELEASED'))
);
CREATE TABLE notice_read (
  notice_id TEXT NOT NULL REFERENCES notice (notice_id),
  user_id   TEXT NOT NULL REFERENCES app_user (user_id),
  read_at   BIGINT NOT NULL,
  PRIMARY KEY (notice_id, user_id)
);
CREATE TABLE message (
  message_id    TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES app_user (user_id),
  message_type  TEXT NOT NULL,
  message_state TEXT NOT NULL CHECK (message_state IN ('SENT', 'READ')),
  title         TEXT NOT NULL,
  content       TEXT NOT NULL,
  created_on    TEXT NOT NULL
);
CREATE INDEX message_user_state ON message (user_id, message_state);
CREATE TABLE agreement_sign (
  corp_id   TEXT PRIMARY KEY REFERENCES corp (corp_id),
  version   TEXT NOT NULL,
  signed_by TEXT NOT NULL REFERENCES app_user (user_id),
  signed_at BIGINT NOT NULL
);
`;

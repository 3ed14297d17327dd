// A corporation joins by itself (issue 30 items 1, 2; domain-lines.md §15.1–§15.3, §13.6): the simulated company
// registry (模拟工商), registrations, the SMS quotas per mobile, 重置密码's daily count, and the user states an added or
// a left user has (PENDING_ACTIVATION 待激活, DISABLED 已停用).
export const sql = `
-- The corporation's real-name state (§15.4; its machine is built with 实名认证): a registered corporation starts UNVERIFIED.
ALTER TABLE corp ADD COLUMN IF NOT EXISTS realname_state TEXT NOT NULL DEFAULT 'VERIFIED';
-- The administrator's (or any user's) 身份证号, encrypted at rest; shown masked.
ALTER TABLE app_user ADD COLUMN IF NOT EXISTS id_card_enc TEXT;
ALTER TABLE app_user ADD CONSTRAINT app_user_status CHECK (status IN ('ACTIVE', 'PENDING_ACTIVATION', 'DISABLED'));
CREATE INDEX app_user_mobile ON app_user (mobile);

-- 模拟工商: what the business registry answers for a USCC (§15.1 checks 7–9, the soft-key legal representative).
CREATE TABLE sim_registry (
  uscc             TEXT PRIMARY KEY CHECK (char_length(uscc) = 18),
  corp_name        TEXT NOT NULL,
  legal_rep_name   TEXT NOT NULL,
  legal_rep_id_card TEXT NOT NULL,
  reg_status       TEXT NOT NULL DEFAULT '存续' CHECK (reg_status IN ('存续', '在业', '注销', '吊销'))
);

-- One row per registration: it commits whole with its corporation and administrator, or not at all.
CREATE SEQUENCE registration_no_seq;
CREATE TABLE registration (
  reg_no        TEXT PRIMARY KEY,
  corp_id       TEXT NOT NULL UNIQUE REFERENCES corp (corp_id),
  user_id       TEXT NOT NULL REFERENCES app_user (user_id),
  client_ip     TEXT NOT NULL,
  registered_at BIGINT NOT NULL
);

-- Verify codes sent per mobile (all scenes): at most 5 in an hour and 10 on a calendar day (§15.3), claimed by one
-- conditional upsert so racing sends cannot both pass a count read before either was recorded.
CREATE TABLE sms_quota (
  mobile      TEXT PRIMARY KEY,
  hour_start  BIGINT NOT NULL,
  hour_count  INTEGER NOT NULL,
  day         TEXT NOT NULL,
  day_count   INTEGER NOT NULL
);

-- 重置密码 per user and calendar day (≤ 5, §15.3).
CREATE TABLE password_reset_count (
  user_id TEXT NOT NULL REFERENCES app_user (user_id),
  day     TEXT NOT NULL,
  resets  INTEGER NOT NULL,
  PRIMARY KEY (user_id, day)
);
`;

// 用户管理 (issue 30 item 5, domain-lines.md §16.4): a user's 邮箱, and every change an administrator makes to a
// user (新增, 编辑, 停用, 启用, 重置密码, 移交) with who made it and when.
export const sql = `
ALTER TABLE app_user ADD COLUMN IF NOT EXISTS email TEXT NOT NULL DEFAULT '';

CREATE TABLE user_change (
  change_id     BIGSERIAL PRIMARY KEY,
  corp_id       TEXT NOT NULL REFERENCES corp (corp_id),
  user_id       TEXT NOT NULL REFERENCES app_user (user_id),
  actor_user_id TEXT NOT NULL REFERENCES app_user (user_id),
  action        TEXT NOT NULL CHECK (action IN ('ADD', 'EDIT', 'DISABLE', 'ENABLE', 'RESET', 'HANDOVER')),
  detail        TEXT NOT NULL,
  at            BIGINT NOT NULL
);
CREATE INDEX user_change_corp ON user_change (corp_id, at DESC);
`;

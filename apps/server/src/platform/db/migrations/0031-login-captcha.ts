// Issue 26 item 8: past the failed-login threshold of a client address, a login carries a 图形验证码 instead of being
// refused for an ever longer wait. Each code is answered once (the row is taken when it is checked) and lives 5 min.
export const sql = `
CREATE TABLE login_captcha (
  captcha_id TEXT PRIMARY KEY,
  answer     TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX login_captcha_expires ON login_captcha (expires_at);
`;

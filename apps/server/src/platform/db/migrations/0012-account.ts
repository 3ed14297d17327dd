// 账户中心 and login lockout (issue 9): when a user last logged in and changed the password, verify codes that are
// consumed once with a bounded number of tries, and the end of a login lock.
export const sql = `
-- last_login_at is the current login; previous_login_at the one before, which 账户中心 shows as 上次登录时间.
ALTER TABLE app_user ADD COLUMN last_login_at BIGINT;
ALTER TABLE app_user ADD COLUMN previous_login_at BIGINT;
ALTER TABLE app_user ADD COLUMN password_changed_at BIGINT;
-- A verify code is good for one use and a few wrong guesses (a six-digit code must not be brute-forced).
ALTER TABLE sms_outbox ADD COLUMN used_at BIGINT;
ALTER TABLE sms_outbox ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;
-- Set when the failures reach the limit: the lock lasts a fixed time from then, and the page says how long.
ALTER TABLE login_attempt ADD COLUMN locked_until BIGINT;
`;

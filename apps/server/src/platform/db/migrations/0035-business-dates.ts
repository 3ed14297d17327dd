// Issue 28 item 2: what the portal shows as 待办's time and 上次登录时间 is on the platform's business date (domain.md
// §4.2) with the time of day of the instant, as the flow records and the applications are. Rows written before this
// keep their instant's date in Asia/Shanghai.
export const sql = `
ALTER TABLE todo ADD COLUMN business_date TEXT;
UPDATE todo SET business_date = to_char(to_timestamp(created_at / 1000.0) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD');
ALTER TABLE todo ALTER COLUMN business_date SET NOT NULL;
ALTER TABLE app_user ADD COLUMN last_login_date TEXT;
ALTER TABLE app_user ADD COLUMN previous_login_date TEXT;
UPDATE app_user SET last_login_date = to_char(to_timestamp(last_login_at / 1000.0) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') WHERE last_login_at IS NOT NULL;
UPDATE app_user SET previous_login_date = to_char(to_timestamp(previous_login_at / 1000.0) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') WHERE previous_login_at IS NOT NULL;
`;

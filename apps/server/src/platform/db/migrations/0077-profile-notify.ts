// Issue 34 item 3: userInfo's profile (the person's mobile, flags and roles, the corporation's realname state and
// products) is kept with the cached session like the guard's facts (migration 0075). All of it but the mobile already
// notifies the session channel when it changes; a changed mobile now does too, so every replica drops what it kept.
export const sql = `
CREATE TRIGGER access_changed_mobile AFTER UPDATE OF mobile ON app_user FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
`;

// Issue 34 item 3: servers keep, per cached session, what the guard derives from the database (the actor, the granted
// menus, a product's availability, the corporation's realname state). Whatever changes who may do what — a user or a
// corporation disabled or renamed, a role taken, a grant or a product changed, a platform parameter — tells every
// replica at commit on the session channel with the payload '*' (platform/security/session-cache.ts), and each drops
// all it derived. One notification per statement; PostgreSQL folds equal notifications of one transaction into one.
export const sql = `
CREATE FUNCTION access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scf_session', '*');
  RETURN NULL;
END;
$$;
CREATE TRIGGER access_changed AFTER INSERT OR DELETE OR TRUNCATE ON app_user FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER access_changed_update AFTER UPDATE OF user_name, person_name, corp_id, status, is_rft_whitelist, is_edt_whitelist ON app_user
  FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON corp FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON corp_reauth FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON corp_product FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_role FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menu FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
CREATE TRIGGER access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_config FOR EACH STATEMENT EXECUTE FUNCTION access_changed();
`;

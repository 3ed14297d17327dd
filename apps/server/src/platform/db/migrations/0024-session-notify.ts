// Issue 12: servers keep the sessions they read in memory (platform/security/session-cache.ts). Whatever ends a
// session or changes its user or role — logout, key rebinding, the sweep, an administrator's SQL — tells every
// replica at commit through NOTIFY, so no cached copy outlives it. last_seen_at alone (the idle clock) notifies no one.
export const sql = `
CREATE FUNCTION session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scf_session', OLD.session_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER session_changed AFTER DELETE OR UPDATE OF user_id, active_role, created_at ON session
  FOR EACH ROW EXECUTE FUNCTION session_changed();
`;

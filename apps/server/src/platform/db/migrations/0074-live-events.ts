// Issue 34 (live pages): what the open pages must hear, raised at commit by the tables themselves, so every writer
// (the engine, the messages, the jobs, an administrator's SQL) tells every replica through one channel, `scf_live`.
// The payloads carry kinds and ids only (platform/live/live-event.ts reads them): a todo count of a corporation's
// role changed, a user's messages changed, an application's status changed (with the corporations it concerns), a
// session ended or changed (its open streams close). PostgreSQL folds identical payloads of one transaction into one.
export const sql = `
CREATE FUNCTION live_todo() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r todo;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('scf_live', json_build_object('k', 'todo', 'c', r.corp_id, 'r', r.role_code)::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER live_todo AFTER INSERT OR DELETE OR UPDATE OF done_at ON todo FOR EACH ROW EXECUTE FUNCTION live_todo();

CREATE FUNCTION live_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scf_live', json_build_object('k', 'message', 'u', NEW.user_id)::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER live_message AFTER INSERT OR UPDATE OF message_state ON message FOR EACH ROW EXECUTE FUNCTION live_message();

CREATE FUNCTION live_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scf_live', json_build_object('k', 'application', 'id', NEW.app_no, 'b', NEW.biz_type,
    'c', json_build_array(NEW.applicant_corp_id, NEW.counterparty_corp_id, NEW.issuer_corp_id))::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER live_application_new AFTER INSERT ON application FOR EACH ROW EXECUTE FUNCTION live_application();
CREATE TRIGGER live_application_status AFTER UPDATE OF status ON application
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION live_application();

CREATE FUNCTION live_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scf_live', json_build_object('k', 'session', 's', OLD.session_id)::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER live_session AFTER DELETE OR UPDATE OF user_id, active_role, created_at ON session
  FOR EACH ROW EXECUTE FUNCTION live_session();
`;

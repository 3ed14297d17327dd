import type { CorpType, RoleCode } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import { digest } from './session-store';
import type { SessionState } from './session-store';

/**
 * Who is acting: the logged-in user in their current role, loaded once per request by the guard. Services take it
 * instead of the HTTP session.
 */
export interface Actor {
  userId: string;
  userName: string;
  personName: string;
  corpId: string;
  corpName: string;
  corpType: CorpType;
  parentCorpId: string | null;
  /** The current role (the session's). */
  role: RoleCode;
  /** Tail number of the key bound to the current role, '' when none (spec §3 uKeyCodeSuffix). */
  ukeySuffix: string;
  /** The stored id of the session acting (a digest, not the cookie): kept when the actor's other sessions end. */
  sessionId: string;
}

interface Row {
  user_id: string;
  user_name: string;
  person_name: string;
  corp_id: string;
  corp_name: string;
  corp_type: CorpType;
  parent_corp_id: string | null;
  ukey_code_suffix: string | null;
}

/**
 * The session's user in its current role; null when the user or the corporation was disabled since login, or the
 * role was taken from the user (ASVS 7.4.2; issue 26: a session kept a removed role).
 */
export async function loadActor(q: Queryable, session: SessionState): Promise<Actor | null> {
  if (!session.userId || !session.currentRole) return null;
  const rows = await q.query<Row>(
    `SELECT u.user_id, u.user_name, u.person_name, u.corp_id, c.corp_name, c.corp_type, c.parent_corp_id, r.ukey_code_suffix
       FROM app_user u JOIN corp c ON c.corp_id = u.corp_id
       JOIN user_role r ON r.user_id = u.user_id AND r.role_code = $2
      WHERE u.user_id = $1 AND u.status = 'ACTIVE' AND c.status = 'ACTIVE'`,
    [session.userId, session.currentRole],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    userId: r.user_id,
    userName: r.user_name,
    personName: r.person_name,
    corpId: r.corp_id,
    corpName: r.corp_name,
    corpType: r.corp_type,
    parentCorpId: r.parent_corp_id,
    role: session.currentRole as RoleCode,
    ukeySuffix: r.ukey_code_suffix ?? '',
    sessionId: digest(session.sid),
  };
}

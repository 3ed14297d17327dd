import type { Queryable } from '../../src/platform/db/db';
import type { Actor } from '../../src/platform/security/actor';

/** The Actor of a seeded user in its default role (for calling the services on another business date). */
export async function actorOf(db: Queryable, userName: string): Promise<Actor> {
  const [u] = await db.query<{
    user_id: string;
    person_name: string;
    corp_id: string;
    corp_name: string;
    corp_type: Actor['corpType'];
    parent_corp_id: string | null;
    default_role: Actor['role'];
  }>(
    'SELECT u.user_id, u.person_name, u.corp_id, c.corp_name, c.corp_type, c.parent_corp_id, u.default_role FROM app_user u JOIN corp c ON c.corp_id = u.corp_id WHERE u.user_name = $1',
    [userName],
  );
  if (!u) throw new Error(`no user ${userName}`);
  return {
    userId: u.user_id,
    userName,
    personName: u.person_name,
    corpId: u.corp_id,
    corpName: u.corp_name,
    corpType: u.corp_type,
    parentCorpId: u.parent_corp_id,
    role: u.default_role,
    ukeySuffix: '',
    sessionId: 'test',
  };
}

/** Σ lines of each plan against Σ its credits (domain.md §7.6-6) and credits paid more than once; both empty when all is well. */
export async function cashInvariantBreaks(db: Queryable): Promise<unknown[]> {
  const sums = await db.query(
    `SELECT p.app_no FROM cash_plan p
      WHERE p.total_fen <> (SELECT COALESCE(sum(l.amount_fen), 0) FROM cash_line l WHERE l.app_no = p.app_no)
         OR p.total_fen <> (SELECT COALESCE(sum(c.amount_fen), 0) FROM app_credit ac JOIN credit c ON c.credit_no = ac.credit_no WHERE ac.app_no = p.app_no)`,
  );
  const twice = await db.query("SELECT credit_no FROM cash_line WHERE status = 'PAID' GROUP BY credit_no HAVING count(*) > 1");
  const cashedUnpaid = await db.query(
    "SELECT c.credit_no FROM credit c WHERE c.status = 'CASHED' AND NOT EXISTS (SELECT 1 FROM cash_line l WHERE l.credit_no = c.credit_no AND l.status = 'PAID') AND c.remark <> 'large'",
  );
  return [...sums, ...twice, ...cashedUnpaid];
}

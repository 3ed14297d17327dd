import type { Queryable } from '../../platform/db/db';

/** A corporation's bank account (`bank_account`), as the ledger's applications and the cash plans read it. */
export interface AccountRow {
  account_id: string;
  corp_id: string;
  account_no: string;
  account_name: string;
  bank_name: string;
  bank_code: string;
  account_type: 'SETTLEMENT' | 'ELECTRONIC' | 'SPECIAL';
  balance_fen: unknown;
  /** The simulated bank's frozen part: available = balance − frozen. */
  frozen_fen?: unknown;
}

/** Of the SPECIAL accounts only 还款专户 pay and receive a business's money; margin and collection accounts have their own (domain-lines.md §14A.3). */
export const PAYING_SPECIAL = "(account_type <> 'SPECIAL' OR purpose = 'CASH_REPAY')";

/** The corporation's accounts of the given types, in order of preference (the first is the default). */
export async function accountOf(q: Queryable, corpId: string, types: readonly string[]): Promise<AccountRow | undefined> {
  const rows = await q.query<AccountRow>(
    `SELECT * FROM bank_account WHERE corp_id = $1 AND status = 'ACTIVE' AND account_type = ANY($2::text[]) AND ${PAYING_SPECIAL} ORDER BY account_id`,
    [corpId, [...types]],
  );
  return types.map((t) => rows.find((r) => r.account_type === t)).find(Boolean);
}

export const accountById = async (q: Queryable, id: string | null): Promise<AccountRow | undefined> =>
  id ? (await q.query<AccountRow>('SELECT * FROM bank_account WHERE account_id = $1', [id]))[0] : undefined;

export interface CorpRow {
  corp_id: string;
  corp_name: string;
  uscc: string;
  corp_type: string;
  parent_corp_id: string | null;
}
export const corpById = async (q: Queryable, id: string): Promise<CorpRow | undefined> =>
  (await q.query<CorpRow>('SELECT corp_id, corp_name, uscc, corp_type, parent_corp_id FROM corp WHERE corp_id = $1', [id]))[0];

/** Users of a corporation holding a role, to address its messages. */
export const usersWithRole = async (q: Queryable, corpId: string, role: string): Promise<string[]> =>
  (
    await q.query<{ user_id: string }>(
      `SELECT u.user_id FROM app_user u JOIN user_role r ON r.user_id = u.user_id WHERE u.corp_id = $1 AND r.role_code = $2 AND u.status = 'ACTIVE'
         ORDER BY u.user_id`,
      [corpId, role],
    )
  ).map((r) => r.user_id);

/** The first active user of each corporation in each of its roles (`corpId/role` → user id): who the seeded steps name. */
export async function staffByCorpRole(q: Queryable): Promise<Map<string, string>> {
  const rows = await q.query<{ corp_id: string; role_code: string; user_id: string }>(
    `SELECT DISTINCT ON (u.corp_id, r.role_code) u.corp_id, r.role_code, u.user_id FROM app_user u JOIN user_role r ON r.user_id = u.user_id
      WHERE u.status = 'ACTIVE' ORDER BY u.corp_id, r.role_code, u.user_id`,
  );
  return new Map(rows.map((r) => [`${r.corp_id}/${r.role_code}`, r.user_id]));
}

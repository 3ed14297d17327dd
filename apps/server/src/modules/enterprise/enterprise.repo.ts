import type { Queryable } from '../../platform/db/db';

export interface CorpRow {
  corp_id: string;
  corp_name: string;
  uscc: string;
  corp_type: 'CORE' | 'CHAIN' | 'FI';
  parent_corp_id: string | null;
  parent_name: string | null;
  authenticated: boolean;
  status: 'ACTIVE' | 'FROZEN';
}

export interface AccountRow {
  account_id: string;
  account_type: 'SETTLEMENT' | 'ELECTRONIC' | 'SPECIAL';
  account_no: string;
  account_name: string;
  bank_name: string;
  bank_code: string;
  status: 'ACTIVE' | 'FROZEN' | 'CLOSED';
}

export async function corpWithParent(q: Queryable, corpId: string): Promise<CorpRow | undefined> {
  const [row] = await q.query<CorpRow>(
    `SELECT c.corp_id, c.corp_name, c.uscc, c.corp_type, c.parent_corp_id, p.corp_name AS parent_name, c.authenticated, c.status
       FROM corp c LEFT JOIN corp p ON p.corp_id = c.parent_corp_id WHERE c.corp_id = $1`,
    [corpId],
  );
  return row;
}

export const openedProducts = async (q: Queryable, corpId: string): Promise<string[]> =>
  (await q.query<{ product_code: string }>('SELECT product_code FROM corp_product WHERE corp_id = $1 ORDER BY product_code', [corpId])).map(
    (r) => r.product_code,
  );

/** Active users per role of the corporation. */
export const usersByRole = (q: Queryable, corpId: string): Promise<Array<{ role_code: string; n: unknown }>> =>
  q.query(
    `SELECT r.role_code, count(*) AS n FROM user_role r JOIN app_user u ON u.user_id = r.user_id
      WHERE u.corp_id = $1 AND u.status = 'ACTIVE' GROUP BY r.role_code ORDER BY r.role_code`,
    [corpId],
  );

export async function activeUkeys(q: Queryable, corpId: string): Promise<number> {
  const [row] = await q.query<{ n: unknown }>("SELECT count(*) AS n FROM ukey_binding WHERE corp_id = $1 AND status = 'ACTIVE'", [corpId]);
  return Number(row?.n ?? 0);
}

/** Settlement first, then electronic, then the special account; by number within a type. */
export const accountsOf = (q: Queryable, corpId: string): Promise<AccountRow[]> =>
  q.query<AccountRow>(
    `SELECT account_id, account_type, account_no, account_name, bank_name, bank_code, status FROM bank_account WHERE corp_id = $1
      ORDER BY CASE account_type WHEN 'SETTLEMENT' THEN 1 WHEN 'ELECTRONIC' THEN 2 ELSE 3 END, account_no`,
    [corpId],
  );

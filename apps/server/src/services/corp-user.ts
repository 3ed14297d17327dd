import type { Queryable } from '../db/db';
import type { CorpType } from '@scf/api/contract';

export interface UserRecord {
  userId: string;
  userName: string;
  personName: string;
  mobile: string;
  corpId: string;
  corpName: string;
  corpType: CorpType;
  parentCorpId: string | null;
  authenticated: boolean;
  defaultRole: string;
  edtWhitelist: boolean;
  rftWhitelist: boolean;
  roles: Array<{ code: string; ukeySuffix: string }>;
  products: string[];
  passwordHash: string;
}

interface Row {
  user_id: string;
  user_name: string;
  person_name: string;
  mobile: string;
  corp_id: string;
  corp_name: string;
  corp_type: CorpType;
  parent_corp_id: string | null;
  authenticated: boolean;
  default_role: string;
  is_edt_whitelist: boolean;
  is_rft_whitelist: boolean;
  password_hash: string;
}

/** A user with their corporation, roles and the corporation's opened products; null when absent or disabled. */
export async function findUser(q: Queryable, by: { userId: string } | { userName: string }): Promise<UserRecord | null> {
  const [col, value] = 'userId' in by ? ['u.user_id', by.userId] : ['u.user_name', by.userName];
  const rows = await q.query<Row>(
    `SELECT u.user_id, u.user_name, u.person_name, u.mobile, u.corp_id, c.corp_name, c.corp_type, c.parent_corp_id, c.authenticated,
            u.default_role, u.is_edt_whitelist, u.is_rft_whitelist, u.password_hash
       FROM app_user u JOIN corp c ON c.corp_id = u.corp_id
      WHERE ${col} = $1 AND u.status = 'ACTIVE' AND c.status = 'ACTIVE'`,
    [value],
  );
  const r = rows[0];
  if (!r) return null;
  const roles = await q.query<{ role_code: string; ukey_code_suffix: string }>('SELECT role_code, ukey_code_suffix FROM user_role WHERE user_id = $1 ORDER BY role_code', [r.user_id]);
  const products = await q.query<{ product_code: string }>('SELECT product_code FROM corp_product WHERE corp_id = $1 ORDER BY product_code', [r.corp_id]);
  return {
    userId: r.user_id,
    userName: r.user_name,
    personName: r.person_name,
    mobile: r.mobile,
    corpId: r.corp_id,
    corpName: r.corp_name,
    corpType: r.corp_type,
    parentCorpId: r.parent_corp_id,
    authenticated: r.authenticated,
    defaultRole: r.default_role,
    edtWhitelist: r.is_edt_whitelist,
    rftWhitelist: r.is_rft_whitelist,
    roles: roles.map((x) => ({ code: x.role_code, ukeySuffix: x.ukey_code_suffix })),
    products: products.map((p) => p.product_code),
    passwordHash: r.password_hash,
  };
}

import { ROLE_LABEL, productCodeSchema } from '@scf/api/contract';
import type { BankAccount, EnterpriseInfo, RoleCode } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { accountsOf, activeUkeys, corpWithParent, openedProducts, usersByRole } from './enterprise.repo';
import type { AccountRow } from './enterprise.repo';

const accountView = (a: AccountRow): BankAccount => ({
  accountId: a.account_id,
  accountType: a.account_type,
  accountNo: a.account_no,
  accountName: a.account_name,
  bankName: a.bank_name,
  bankCode: a.bank_code,
  status: a.status,
});

/** 企业信息: the caller's own corporation (never another's: the id comes from the session). */
export async function enterpriseInfo(q: Queryable, actor: Actor): Promise<EnterpriseInfo> {
  const corp = await corpWithParent(q, actor.corpId);
  if (!corp) throw fail.notFound('企业不存在');
  const [products, roles, ukeys, accounts] = [
    await openedProducts(q, corp.corp_id),
    await usersByRole(q, corp.corp_id),
    await activeUkeys(q, corp.corp_id),
    await accountsOf(q, corp.corp_id),
  ];
  return {
    corpId: corp.corp_id,
    corpName: corp.corp_name,
    uscc: corp.uscc,
    corpType: corp.corp_type,
    parent: corp.parent_corp_id ? { corpId: corp.parent_corp_id, corpName: corp.parent_name ?? '' } : null,
    authenticated: corp.authenticated,
    status: corp.status,
    openedProducts: products.flatMap((p) => {
      const code = productCodeSchema.safeParse(p);
      return code.success ? [code.data] : [];
    }),
    users: roles.map((r) => ({ role: r.role_code, roleLabel: ROLE_LABEL[r.role_code as RoleCode] ?? r.role_code, count: Number(r.n) })),
    ukeys,
    accounts: accounts.map(accountView),
  };
}

export const bankAccounts = async (q: Queryable, actor: Actor): Promise<BankAccount[]> => (await accountsOf(q, actor.corpId)).map(accountView);

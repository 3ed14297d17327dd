import { ROLE_LABEL } from '@scf/api/contract';
import type { CorpInfo, RoleCode, UserInfo } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import { CONFIG_KEY } from '../db/seed/platform-config';
import type { UserRecord } from './corp-user';

const PRODUCTS = ['CREDIT', 'VOUCHER', 'DISCOUNT', 'EDT', 'ABS'] as const;

const label = (code: string) => ROLE_LABEL[code as RoleCode] ?? code;
const role = (code: string) => ({ code, name: label(code) });

/** 138****0001: personal data is masked in transit (security.md §1.7, ASVS 14.2.6). */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** `/uaa/v1/userInfo`: the current role comes first in authorities. */
export function userInfo(user: UserRecord, currentRole: string): UserInfo {
  const others = user.roles.map((r) => r.code).filter((c) => c !== currentRole);
  return {
    personName: user.personName,
    userName: user.userName,
    personPosition: label(currentRole),
    mobile: maskMobile(user.mobile),
    isCorpAuthenticated: user.authenticated,
    isRFTWhitelist: user.rftWhitelist,
    isEDTWhitelist: user.edtWhitelist,
    isPriorChangeOfAgreement: false,
    authorities: [currentRole, ...others],
  };
}

/** Corporations that opened a product "with" this one: itself and its counterparties, when they opened it. */
async function openedWith(q: Queryable, corpId: string, product: string): Promise<string[]> {
  const rows = await q.query<{ corp_id: string }>(
    `SELECT DISTINCT p.corp_id FROM corp_product p
      WHERE p.product_code = $2
        AND (p.corp_id = $1 OR p.corp_id IN (SELECT counterparty_corp_id FROM counterparty_rel WHERE corp_id = $1))
      ORDER BY p.corp_id`,
    [corpId, product],
  );
  return rows.map((r) => r.corp_id);
}

/** `/v1/userInfo`: the corporation side of the session (spec §3 corpInfo). */
export async function corpInfo(q: Queryable, user: UserRecord, currentRole: string): Promise<CorpInfo> {
  const param = await q.query<{ value_json: { availableProduct?: string } }>('SELECT value_json FROM sys_config WHERE config_key = $1', [CONFIG_KEY.platformParam]);
  const roles = user.roles.map((r) => role(r.code));
  return {
    corpId: user.corpId,
    corpName: user.corpName,
    corpType: user.corpType,
    user: { userId: user.userId, userName: user.userName, personName: user.personName },
    candidateRoles: roles,
    currentRole: role(currentRole),
    roles,
    productOpenStatus: Object.fromEntries(PRODUCTS.map((p) => [p, user.products.includes(p) ? '1' : '0'])),
    openedProductCorps: { VOUCHER: await openedWith(q, user.corpId, 'VOUCHER'), EDT: await openedWith(q, user.corpId, 'EDT') },
    availableProduct: param[0]?.value_json.availableProduct ?? '',
    uKeyCodeSuffix: user.roles.find((r) => r.code === currentRole)?.ukeySuffix ?? '',
  };
}

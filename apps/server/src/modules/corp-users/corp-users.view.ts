import { CORP_USER_ACTION_LABEL } from '@scf/api/contract';
import type { CorpUser, CorpUserChange } from '@scf/api/contract';
import { toNumber } from '../../platform/db/db';
import { maskMobile } from '../auth';
import type { CorpUserRow } from './corp-users.repo';

export const rolesOf = (row: Pick<CorpUserRow, 'roles'>): string[] => (row.roles ? row.roles.split(',') : []);

/** A row of 用户管理: the mobile masked, the key tail ('' without an active binding). */
export function corpUserView(row: CorpUserRow): CorpUser {
  return {
    userId: row.user_id,
    userName: row.user_name,
    personName: row.person_name,
    mobileMasked: maskMobile(row.mobile),
    email: row.email,
    roles: rolesOf(row),
    ukeySuffix: row.ukey_suffix ? row.ukey_suffix.slice(-4) : '',
    rftWhitelist: row.is_rft_whitelist,
    edtWhitelist: row.is_edt_whitelist,
    status: row.status,
    lastLoginAt: row.last_login_at === null || row.last_login_at === undefined ? null : toNumber(row.last_login_at),
    realnameAdmin: row.realname_admin,
  };
}

export const changeView = (c: { at: unknown; actor_name: string; user_name: string; action: string; detail: string }): CorpUserChange => ({
  at: toNumber(c.at),
  actorName: c.actor_name,
  userName: c.user_name,
  action: CORP_USER_ACTION_LABEL[c.action] ?? c.action,
  detail: c.detail,
});

import { ROLE_LABEL } from '@scf/api/contract';
import type { AccountProfile, RoleCode } from '@scf/api/contract';
import { toNumber } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { maskMobile } from '../auth';
import type { ProfileRow } from './account.repo';

const role = (code: string) => ({ code, name: ROLE_LABEL[code as RoleCode] ?? code });
const instant = (ms: unknown): string | null => (ms === null || ms === undefined ? null : new Date(toNumber(ms)).toISOString());

/** 账户中心's data: the mobile masked (security.md §1.7), instants as ISO (the page shows them in Shanghai time). */
export const profileView = (actor: Actor, row: ProfileRow, roleCodes: readonly string[]): AccountProfile => ({
  personName: row.person_name,
  userName: row.user_name,
  mobile: maskMobile(row.mobile),
  corpName: row.corp_name,
  currentRole: role(actor.role),
  roles: roleCodes.map(role),
  lastLoginAt: instant(row.previous_login_at),
  lastLoginDate: row.previous_login_date,
  passwordChangedAt: instant(row.password_changed_at),
});

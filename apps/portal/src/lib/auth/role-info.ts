import { roleState } from '@scf/api';
import { ROLE_LABEL, homePath } from '@scf/api/contract';
import type { RoleCode } from '@scf/api/contract';
import { removeStorage, writeStorage } from '../storage';
import type { LoadedSession, RoleInfo } from './auth-context';

const NO_ROLE: RoleInfo = { currentRole: null, canSwitch: false, roles: [], label: '' };

export function labelOf(code: string, fallback = ''): string {
  return ROLE_LABEL[code as RoleCode] || fallback;
}

/** Role state of spec §4 plus the labels the header shows. */
export function roleInfoOf(session: LoadedSession | null): RoleInfo {
  if (!session) return NO_ROLE;
  const { currentRole, canSwitch } = roleState(session.userInfo, session.corpInfo);
  const roles = session.corpInfo.candidateRoles.map((r) => ({ code: r.code, label: labelOf(r.code, r.name) }));
  return { currentRole, canSwitch, roles, label: currentRole ? labelOf(currentRole) : '' };
}

/** Spec §4: the current role is stored (through the storage allowlist); no real role means nothing stored. */
export function persistRole(role: RoleInfo): void {
  if (role.currentRole && /^ROLE_[A-Z_]{1,40}$/.test(role.currentRole)) writeStorage('roleCode', role.currentRole);
  else removeStorage('roleCode');
}

/** The home page a loaded session lands on (contract `homePath`, domain.md §12). */
export function homePathOf(session: LoadedSession): string {
  const { currentRole } = roleState(session.userInfo, session.corpInfo);
  return homePath(session.corpInfo.corpType, (currentRole ?? session.corpInfo.currentRole.code) as RoleCode);
}

import { ROLE } from '../contract/roles';
import type { CorpInfo, UserInfo } from '../contract/schemas/session';

/**
 * spec §4: the current role is stored only if authorities is non-empty and lacks ROLE_CORP_DEFAULT ("no real
 * role", spec §6); switching is enabled when the user has more than one role.
 */
export function roleState(userInfo: UserInfo, corpInfo: CorpInfo): { currentRole: string | null; canSwitch: boolean } {
  const real = userInfo.authorities.length > 0 && !userInfo.authorities.includes(ROLE.corpDefault);
  return {
    currentRole: real && corpInfo.currentRole.code ? corpInfo.currentRole.code : null,
    canSwitch: real && corpInfo.roles.length > 1,
  };
}

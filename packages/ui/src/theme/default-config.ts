/**
 * The platform configuration used when the config call fails (spec §8): template 1, login /login/login,
 * platform type CCBSCF, organisation login on.
 */
export const DEFAULT_PLATFORM_CONFIG = {
  tempId: '1',
  loginUrl: '/login/login',
  platformType: 'CCBSCF',
  isOrgLogin: true,
} as const;

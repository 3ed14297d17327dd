/** The pages of 实名认证 (domain-lines.md §15.5–§15.8). */
export const IDENTIFY_PATHS = {
  index: '/register/identify/index',
  ukey: '/register/identify/ukey',
  softKey: '/register/identify/soft-key',
  licenseAccount: '/register/identify/license-account',
  realname: '/my/enterprise-info/realname',
} as const;

/** The pages of 电子账户 and 专户 (domain-lines.md §16.8). */
export const EACCOUNT_PATHS = {
  index: '/my/electronic-account/index',
  apply: '/my/electronic-account/apply',
  bind: '/my/electronic-account/bind',
  specialIndex: '/my/electronic-account/special-account/index',
  specialApply: '/my/electronic-account/special-account/apply',
  specialBind: '/my/electronic-account/special-account/bind',
  specialQuery: '/my/electronic-account/special-account/query',
} as const;

/** The 流水 page of one account. */
export const flowsPath = (accountId: string): string => `${EACCOUNT_PATHS.specialQuery}?accountId=${encodeURIComponent(accountId)}`;

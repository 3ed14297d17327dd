/** The routes of 准入 and 授信 (domain-lines.md §19.8). */
export const EDT_ACCESS_PATHS = {
  home: '/edt/chain/index/index',
  signup: '/edt/chain/corp-access/signup',
  query: '/edt/chain/corp-access/query',
  lines: '/edt/chain/granting-manage/query',
} as const;

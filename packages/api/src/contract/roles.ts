/** Authority codes (spec §6, domain.md §3.2) and their Chinese labels (design.md §3). */
export const ROLE = {
  operator: 'ROLE_OPERATOR',
  director: 'ROLE_DIRECTOR',
  finalReview: 'ROLE_FINAL_REVIEW',
  query: 'ROLE_QUERY',
  purchase: 'ROLE_PURCHASE',
  admin: 'ROLE_ADMIN',
  clientManager: 'ROLE_CLIENT_MANAGER',
  productManager: 'ROLE_PRODUCT_MANAGER',
  /** Means "no real role" (spec §4, §6). */
  corpDefault: 'ROLE_CORP_DEFAULT',
} as const;
export type RoleCode = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_LABEL: Record<RoleCode, string> = {
  ROLE_OPERATOR: '经办',
  ROLE_DIRECTOR: '主管',
  ROLE_FINAL_REVIEW: '终审',
  ROLE_QUERY: '查询',
  ROLE_PURCHASE: '采购',
  ROLE_ADMIN: '管理员',
  ROLE_CLIENT_MANAGER: '客户经理',
  ROLE_PRODUCT_MANAGER: '产品经理',
  ROLE_CORP_DEFAULT: '',
};

/** Corporation types (domain.md §3.1). Which side of the UI a user sees follows the granted menus. */
export const CORP_TYPE = { core: 'CORE', chain: 'CHAIN', fi: 'FI' } as const;
export type CorpType = (typeof CORP_TYPE)[keyof typeof CORP_TYPE];

/**
 * The home page a user lands on after login, by corporation type and current role.
 * Credit is the default product line; FI staff work from the "my" pages (domain.md §12).
 */
export function homePath(corpType: CorpType, role: RoleCode): string {
  if (corpType === 'FI') return '/my/limit/query';
  if (role === 'ROLE_ADMIN') return '/my/enterprise-info/info';
  if (role === 'ROLE_PURCHASE') return '/edt/core/order-info-sure';
  const side = corpType === 'CORE' ? 'core' : 'chain';
  if (role === 'ROLE_DIRECTOR' || role === 'ROLE_FINAL_REVIEW') return `/credit/${side}/index/director`;
  if (role === 'ROLE_QUERY') return `/credit/${side}/index/query`;
  return `/credit/${side}/index/operator`;
}

/** Roles that bind keys and so may enrol a soft key (domain.md §3.2: directors; the FI product manager; ADR 0012). */
export const SOFT_KEY_ROLES: readonly RoleCode[] = [ROLE.director, ROLE.productManager];
export const SOFT_KEY_NOT_GRANTED = '仅主管或资金方产品经理可申请软证书';

import { ROUTES } from '@scf/api/contract';
import type { DiscountHomeSide } from '@scf/api/contract';

export type DiscountHomeKind = 'operator' | 'director' | 'query' | 'fi';

export interface DiscountHomeRoute {
  side: DiscountHomeSide;
  kind: DiscountHomeKind;
}

const HOME = /^\/discount\/(?:(core|chain)\/index\/(operator|director|query)|(fi)\/index)$/;

/** Which of the area's homes a path is (domain-lines.md §20.2); null for any other path. */
export function discountHomeOf(pathname: string): DiscountHomeRoute | null {
  const m = HOME.exec(pathname);
  if (!m) return null;
  if (m[3]) return { side: 'fi', kind: 'fi' };
  return { side: m[1] as DiscountHomeSide, kind: m[2] as DiscountHomeKind };
}

export interface QuickLink {
  path: string;
  title: string;
}

/**
 * 快捷入口: the pages of the home's side the role is granted, in the area's menu order and with their menu titles
 * (银承出票申请, 提示收票, 我的票据, 贴现申请, 承兑审批, 贴现审批 …); the homes themselves and the pages opened from another
 * screen (票据详情) are not among them.
 */
export function quickLinks(side: DiscountHomeSide, granted: ReadonlySet<string>): QuickLink[] {
  const prefix = `/discount/${side}/`;
  return ROUTES.filter((r) => r.path.startsWith(prefix) && !r.fromScreen && !r.path.includes('/index') && granted.has(r.path)).map((r) => ({
    path: r.path,
    title: r.title,
  }));
}

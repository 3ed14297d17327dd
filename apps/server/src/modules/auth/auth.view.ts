import { ROLE_LABEL } from '@scf/api/contract';
import type { CorpInfo, GrantedMenuTree, MenuNode, RoleCode, UserInfo } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';
import type { MenuRow, Profile } from './auth.repo';

const PRODUCTS = ['CREDIT', 'VOUCHER', 'DISCOUNT', 'EDT', 'ABS'] as const;

const label = (code: string) => ROLE_LABEL[code as RoleCode] ?? code;
const role = (code: string) => ({ code, name: label(code) });

/** 138****0001: personal data is masked in transit (security.md §1.7, ASVS 14.2.6). */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** `/uaa/v1/userInfo`: the current role comes first in authorities. */
export function userInfoView(actor: Actor, profile: Profile): UserInfo {
  const others = profile.roles.map((r) => r.code).filter((c) => c !== actor.role);
  return {
    personName: actor.personName,
    userName: actor.userName,
    personPosition: label(actor.role),
    mobile: maskMobile(profile.mobile),
    isCorpAuthenticated: profile.authenticated,
    isRFTWhitelist: profile.rftWhitelist,
    isEDTWhitelist: profile.edtWhitelist,
    isPriorChangeOfAgreement: false,
    authorities: [actor.role, ...others],
  };
}

export interface CorpExtras {
  openedVoucher: string[];
  openedEdt: string[];
  availableProduct: string;
}

/** `/v1/userInfo`: the corporation side of the session (spec §3 corpInfo), for the role `currentRole`. */
export function corpInfoView(actor: Actor, currentRole: string, profile: Profile, extras: CorpExtras): CorpInfo {
  const roles = profile.roles.map((r) => role(r.code));
  return {
    corpId: actor.corpId,
    corpName: actor.corpName,
    corpType: actor.corpType,
    user: { userId: actor.userId, userName: actor.userName, personName: actor.personName },
    candidateRoles: roles,
    currentRole: role(currentRole),
    roles,
    productOpenStatus: Object.fromEntries(PRODUCTS.map((p) => [p, profile.products.includes(p) ? '1' : '0'])),
    openedProductCorps: { VOUCHER: extras.openedVoucher, EDT: extras.openedEdt },
    availableProduct: extras.availableProduct,
    uKeyCodeSuffix: profile.roles.find((r) => r.code === currentRole)?.ukeySuffix ?? '',
  };
}

/** The granted menu tree of spec §6: only groups with granted leaves, in catalogue order. */
export function menuTreeView(all: readonly MenuRow[], granted: ReadonlySet<string>, perms: string[]): GrantedMenuTree {
  const nodes = new Map<string, MenuNode & { parentId: string | null }>();
  for (const r of all) {
    if (r.path && !granted.has(r.path)) continue;
    nodes.set(r.menu_id, { menuId: r.menu_id, menuName: r.menu_name, ...(r.path ? { path: r.path } : {}), children: [], parentId: r.parent_id });
  }
  const roots: MenuNode[] = [];
  // Every node exists before any is attached, so rows may come in any order; roots keep catalogue order.
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else if (!n.parentId) roots.push(n);
  }
  const prune = (list: MenuNode[]): MenuNode[] =>
    list
      .map((n) => ({ menuId: n.menuId, menuName: n.menuName, ...(n.path ? { path: n.path } : {}), children: prune(n.children) }))
      .filter((n) => n.path || n.children.length > 0);
  return { menus: prune(roots), menuPerms: perms };
}

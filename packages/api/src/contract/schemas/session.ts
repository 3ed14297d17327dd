import * as z from 'zod/mini';
import { PRODUCT_CODES } from '../products';
import type { ProductCode } from '../products';

/** `POST /uaa/v1/userInfo` (spec §3 "User info"). */
export const userInfoSchema = z.object({
  personName: z.string(),
  userName: z.string(),
  /** Position label shown in the user dropdown (the current role's label). */
  personPosition: z.string(),
  /** Masked in transit and on screen, e.g. `138****0001`. */
  mobile: z.string(),
  isCorpAuthenticated: z.boolean(),
  isRFTWhitelist: z.boolean(),
  isEDTWhitelist: z.boolean(),
  isPriorChangeOfAgreement: z.boolean(),
  /** Authority codes; `ROLE_CORP_DEFAULT` means no real role (spec §4, §6). */
  authorities: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const productCodeSchema = z.enum(PRODUCT_CODES);
export type { ProductCode };

export const roleSchema = z.object({ code: z.string(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** `POST /v1/userInfo`: the corporation side of the session (spec §3 "corpInfo"). */
export const corpInfoSchema = z.object({
  corpId: z.string(),
  corpName: z.string(),
  corpType: z.enum(['CORE', 'CHAIN', 'FI']),
  user: z.object({ userId: z.string(), userName: z.string(), personName: z.string() }),
  /** Roles the user may switch to. */
  candidateRoles: z.array(roleSchema),
  currentRole: roleSchema,
  roles: z.array(roleSchema),
  /** Product code → open status (`'1'` open, `'0'` not open). */
  productOpenStatus: z.record(z.string(), z.string()),
  /** Corporations that opened VOUCHER and EDT with this corporation. */
  openedProductCorps: z.object({ VOUCHER: z.array(z.string()), EDT: z.array(z.string()) }),
  /** Comma-separated product list of the platform (spec §3 availableProduct) before the per-user filter. */
  availableProduct: z.string(),
  /** Tail number of the Ukey bound to the current role, empty when none (spec §9 Ukey tip). */
  uKeyCodeSuffix: z.string(),
});
export type CorpInfo = z.infer<typeof corpInfoSchema>;

/** One node of the granted menu tree. Leaves carry a route path; groups carry children. */
export interface MenuNode {
  menuId: string;
  menuName: string;
  path?: string | undefined;
  children: MenuNode[];
}
export const menuNodeSchema: z.ZodMiniType<MenuNode> = z.lazy(() =>
  z.object({
    menuId: z.string(),
    menuName: z.string(),
    path: z.optional(z.string()),
    children: z.array(menuNodeSchema),
  }),
);

/** `POST /uaa/v1/security/granted-menu-tree` for the current role. */
export const grantedMenuTreeSchema = z.object({
  menus: z.array(menuNodeSchema),
  /** Element permission codes: an element shows only if its code is here (spec §6). */
  menuPerms: z.array(z.string()),
});
export type GrantedMenuTree = z.infer<typeof grantedMenuTreeSchema>;

/** Every route path in a menu tree (the "granted menu paths" of spec §2). */
export function grantedPaths(menus: readonly MenuNode[]): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      if (n.path) out.push(n.path);
      walk(n.children);
    }
  };
  walk(menus);
  return out;
}

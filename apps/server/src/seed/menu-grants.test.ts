import { describe, expect, it } from 'vitest';
import { ROUTES, homePath } from '@scf/api/contract';
import type { CorpType } from '@scf/api/contract';
import { MENU_GRANTS } from './menu-grants';
import { buildMenuRows, expandPatterns } from './menu-tree';
import { SEED_CORPS, SEED_USERS } from './orgs';

const granted = (corpType: CorpType, role: string) => {
  const g = MENU_GRANTS.find((x) => x.corpType === corpType && x.role === role);
  return g ? expandPatterns(g.paths) : [];
};

describe('menu grants (domain.md §3.3)', () => {
  it('grant every demo user’s every role its home path', () => {
    for (const u of SEED_USERS) {
      const corpType = SEED_CORPS.find((c) => c.corpId === u.corpId)!.corpType;
      for (const { role } of u.roles)
        expect({ user: u.userName, role, has: granted(corpType, role).includes(homePath(corpType, role)) }).toMatchObject({ has: true });
    }
  });

  it('keep approvals away from operators and applications away from directors', () => {
    const op = granted('CORE', 'ROLE_OPERATOR');
    const dir = granted('CORE', 'ROLE_DIRECTOR');
    expect(op).toContain('/credit/core/issue/issue');
    expect(op).not.toContain('/credit/core/issue/issue-review');
    expect(dir).toContain('/credit/core/issue/issue-review');
    expect(dir).not.toContain('/credit/core/issue/issue');
    expect(granted('CHAIN', 'ROLE_OPERATOR')).not.toContain('/credit/chain/transfer/split-approve');
  });

  it('give query roles read-only pages only', () => {
    for (const corpType of ['CORE', 'CHAIN'] as const) {
      const paths = granted(corpType, 'ROLE_QUERY');
      expect(paths.filter((p) => /\/(apply|approve|issue\/issue|split-approve|distribute)$/.test(p))).toEqual([]);
    }
  });

  it('mirror credit grants onto voucher pages and only use menu routes', () => {
    const op = granted('CORE', 'ROLE_OPERATOR');
    expect(op).toContain('/voucher/core/issue/issue');
    expect(op).not.toContain('/voucher/core/cash/cash-check');
    const menuPaths = new Set(ROUTES.filter((r) => r.access === 'menu').map((r) => r.path));
    for (const g of MENU_GRANTS) for (const p of expandPatterns(g.paths)) expect(menuPaths.has(p)).toBe(true);
  });

  it('grant every 票据贴现 page to the roles of domain-lines.md §20.2: the core’s 银承, the supplier’s bills and discount, the bank’s approvals', () => {
    const discount = (corpType: string, role: string) =>
      MENU_GRANTS.filter((g) => g.corpType === corpType && g.role === role).flatMap((g) => expandPatterns(g.paths).filter((p) => p.startsWith('/discount/')));
    expect(discount('CORE', 'ROLE_OPERATOR')).toEqual(
      expect.arrayContaining(['/discount/core/bab/apply', '/discount/core/bab/submit', '/discount/core/interest/confirm']),
    );
    expect(discount('CORE', 'ROLE_DIRECTOR')).toEqual(expect.arrayContaining(['/discount/core/bab/approve', '/discount/core/bab/revoke']));
    expect(discount('CHAIN', 'ROLE_OPERATOR')).toEqual(
      expect.arrayContaining(['/discount/chain/apply', '/discount/chain/bill/receive', '/discount/chain/bill/query']),
    );
    expect(discount('CHAIN', 'ROLE_DIRECTOR')).toEqual(expect.arrayContaining(['/discount/chain/approve']));
    expect(discount('FI', 'ROLE_PRODUCT_MANAGER')).toEqual(expect.arrayContaining(['/discount/fi/bab-approve', '/discount/fi/discount-approve']));
    // Maker–checker: the operator never gets the director's signing pages, nor the query role any page that acts.
    expect(discount('CORE', 'ROLE_OPERATOR')).not.toContain('/discount/core/bab/approve');
    expect(discount('CHAIN', 'ROLE_OPERATOR')).not.toContain('/discount/chain/approve');
    expect(discount('CORE', 'ROLE_QUERY').filter((p) => !/\/(query|index\/query|detail)$/.test(p))).toEqual([]);
  });

  it('group a bank’s pages of a product area under 金融机构业务', () => {
    const rows = buildMenuRows();
    const fi = rows.find((r) => r.menuId === 'G-discount-fi');
    expect(fi).toMatchObject({ menuName: '金融机构业务', parentId: 'G-discount' });
    expect(rows.find((r) => r.path === '/discount/fi/index')?.parentId).toBe('G-discount-fi');
  });

  it('rejects a pattern that matches no route (a typo would silently grant nothing)', () => {
    expect(() => expandPatterns(['/credit/core/issue/isue'])).toThrow(/matches no menu route/);
  });

  it('build a tree whose leaves are exactly the menu routes, grouped under Chinese names', () => {
    const rows = buildMenuRows();
    const leaves = rows.filter((r) => r.path);
    expect(leaves.map((r) => r.path).sort()).toEqual(
      ROUTES.filter((r) => r.access === 'menu')
        .map((r) => r.path)
        .sort(),
    );
    const groups = rows.filter((r) => !r.path);
    expect(groups.map((g) => g.menuName)).toEqual(expect.arrayContaining(['电子债权凭证', '支付通', '核心企业业务', '链属企业业务', '我的', '常用功能']));
    const ids = new Set(rows.map((r) => r.menuId));
    for (const r of rows) if (r.parentId) expect(ids.has(r.parentId)).toBe(true);
  });
});

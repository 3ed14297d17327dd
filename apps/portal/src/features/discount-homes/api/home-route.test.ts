import { describe, expect, it } from 'vitest';
import { ROUTES, SIDE_TITLE } from '@scf/api/contract';
import type { MenuNode } from '@scf/api/contract';
import { productBar, sideMenu } from '../../../lib/navigation';
import { discountHomeOf, quickLinks } from './home-route';

/** A granted menu tree as the server builds it (seed/menu-tree.ts): area → side → the granted pages in route order. */
function menuTree(granted: readonly string[]): MenuNode[] {
  const sides = new Map<string, MenuNode>();
  for (const r of ROUTES) {
    if (!granted.includes(r.path)) continue;
    const side = r.path.split('/')[2] ?? '';
    const title = (SIDE_TITLE as Record<string, string>)[side] ?? '公共业务';
    const node = sides.get(title) ?? { menuId: `G-${r.area}-${side}`, menuName: title, children: [] };
    node.children.push({ menuId: r.path, menuName: r.title, path: r.path, children: [] });
    sides.set(title, node);
  }
  return [{ menuId: 'G-discount', menuName: '票据贴现', children: [...sides.values()] }];
}

const CORE_OPERATOR = [
  '/discount/core/index/operator',
  '/discount/core/bab/apply',
  '/discount/core/bab/submit',
  '/discount/core/bab/revoke',
  '/discount/core/bab/query',
  '/discount/core/interest/confirm',
  '/discount/core/maturity/query',
  '/discount/bill/detail',
];
const CHAIN_DIRECTOR = [
  '/discount/chain/index/director',
  '/discount/chain/bill/receive',
  '/discount/chain/bill/query',
  '/discount/chain/approve',
  '/discount/chain/query',
  '/discount/bill/detail',
];
const FI = ['/discount/fi/index', '/discount/fi/bab-approve', '/discount/fi/discount-approve', '/discount/fi/query', '/discount/bill/detail'];
const NAMES = { config: { discountShort: '贴现', discountName: '票据贴现' } };

describe('reaching the discount homes (domain-lines.md §20.2, §14A.7)', () => {
  it('reads which home a path is', () => {
    expect(discountHomeOf('/discount/core/index/director')).toEqual({ side: 'core', kind: 'director' });
    expect(discountHomeOf('/discount/chain/index/query')).toEqual({ side: 'chain', kind: 'query' });
    expect(discountHomeOf('/discount/fi/index')).toEqual({ side: 'fi', kind: 'fi' });
    expect(discountHomeOf('/discount/chain/apply')).toBeNull();
    expect(discountHomeOf('/credit/core/index/operator')).toBeNull();
  });

  it.each([
    ['core operator', CORE_OPERATOR, '/discount/core/index/operator'],
    ['chain director', CHAIN_DIRECTOR, '/discount/chain/index/director'],
    ['bank', FI, '/discount/fi/index'],
  ])('the product bar’s 贴现 opens the %s’s home, the first page of its menu', (_who, granted, home) => {
    const bar = productBar(menuTree(granted), ['CREDIT', 'DISCOUNT'], '/credit/core/index/operator', NAMES);
    expect(bar.find((a) => a.area === 'discount')).toEqual({ area: 'discount', title: '贴现', path: home });
  });

  it('hides 贴现 when the platform’s product list drops it', () => {
    expect(productBar(menuTree(CORE_OPERATOR), ['CREDIT'], null, NAMES).find((a) => a.area === 'discount')).toBeUndefined();
  });

  it('lists the granted pages in the side menu (票据详情 is opened from a list, not the menu)', () => {
    const groups = sideMenu(menuTree(CHAIN_DIRECTOR), 'discount');
    expect(groups.map((g) => [g.title, g.items.map((i) => i.title)])).toEqual([
      ['链属企业业务', ['链属企业主管首页', '票据签收', '我的票据', '贴现复核', '贴现查询']],
    ]);
    expect(sideMenu(menuTree(FI), 'discount', { fi: true }).map((g) => [g.title, g.items.map((i) => i.title)])).toEqual([
      ['金融机构业务', ['金融机构首页', '承兑审批', '贴现审批', '票据业务查询']],
    ]);
  });

  it('offers as 快捷入口 the granted pages of the side, without the homes and 票据详情', () => {
    expect(quickLinks('core', new Set(CORE_OPERATOR)).map((l) => l.title)).toEqual([
      '银承出票申请',
      '提示收票',
      '撤票申请',
      '银承查询',
      '买方付息确认',
      '到期付款查询',
    ]);
    expect(quickLinks('chain', new Set(CHAIN_DIRECTOR)).map((l) => l.path)).toEqual([
      '/discount/chain/bill/receive',
      '/discount/chain/bill/query',
      '/discount/chain/approve',
      '/discount/chain/query',
    ]);
    expect(quickLinks('fi', new Set(FI)).map((l) => l.title)).toEqual(['承兑审批', '贴现审批', '票据业务查询']);
    expect(quickLinks('chain', new Set(CORE_OPERATOR))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@scf/api/contract';
import { areaOf, breadcrumbOf, productBar, sideMenu } from './nav-model';

const leaf = (path: string, menuName = path): MenuNode => ({ menuId: path, menuName, path, children: [] });
const group = (menuId: string, menuName: string, children: MenuNode[]): MenuNode => ({ menuId, menuName, children });

// The shape the server gives (seed/menu-tree.ts): area groups, side groups, leaves.
const MENUS: MenuNode[] = [
  group('G-root', '常用功能', [leaf('/supplier/index'), leaf('/platform-notice/page-list')]),
  group('G-credit', '电子债权凭证', [
    group('G-credit-core', '核心企业业务', [leaf('/credit/core/index/operator'), leaf('/credit/core/issue/issue'), leaf('/credit/sign-html')]),
    group('G-credit-shared', '公共业务', [leaf('/credit/todo'), leaf('/credit/finance-data/detail')]),
  ]),
  group('G-voucher', '支付通', [group('G-voucher-core', '核心企业业务', [leaf('/voucher/core/index/operator')])]),
  group('G-edt', '订单融资', [group('G-edt-core', '核心企业业务', [leaf('/edt/core/compre-query')])]),
  group('G-my', '我的', [leaf('/my/limit/query'), leaf('/my/limit/detail'), leaf('/my/enterprise-info/ukey/list')]),
];

describe('navigation from the granted menu tree (spec §2, §3, §6)', () => {
  it('shows a product area only when a screen is granted in it and its product is available; 我的 last', () => {
    expect(productBar(MENUS, ['CREDIT', 'VOUCHER'], '/credit/core/index/operator', { dict: { VOUCHER: '支付通' } })).toEqual([
      { area: 'credit', title: '电子债权凭证', path: '/credit/core/index/operator' },
      { area: 'voucher', title: '支付通', path: '/voucher/core/index/operator' },
      { area: 'my', title: '我的', path: '/my/limit/query' },
    ]);
    expect(productBar(MENUS, ['CREDIT', 'EDT'], null, { config: { edtShortName: 'e订通' } }).map((a) => a.title)).toEqual(['电子债权凭证', 'e订通', '我的']);
  });

  it('reads the product table: ABS is not in the availableProduct list (its menus open it), 贴现 is, under its configured short name', () => {
    const menus = [
      ...MENUS,
      group('G-abs', '供应链ABS', [leaf('/abs/transfer/apply')]),
      group('G-discount', '票据贴现', [group('G-discount-fi', '金融机构业务', [leaf('/discount/fi/index')])]),
    ];
    expect(productBar(menus, ['CREDIT'], null).map((a) => a.area)).toEqual(['credit', 'abs', 'my']);
    expect(productBar(menus, ['CREDIT', 'DISCOUNT'], null, { config: { discountShort: '贴现通' } }).map((a) => a.title)).toEqual([
      '电子债权凭证',
      '供应链ABS',
      '贴现通',
      '我的',
    ]);
  });

  it('groups the side menu like the route tree, without pages reached from another screen', () => {
    expect(sideMenu(MENUS, 'credit')).toEqual([
      { id: 'todo-credit', title: '', items: [{ path: '/credit/todo', title: '待办事项' }] },
      {
        id: 'G-credit-core',
        title: '核心企业业务',
        items: [
          { path: '/credit/core/index/operator', title: '核心企业经办首页' },
          { path: '/credit/core/issue/issue', title: '开立申请' },
        ],
      },
    ]);
    expect(sideMenu(MENUS, 'my')).toEqual([
      {
        id: 'G-my',
        title: '我的',
        items: [
          { path: '/my/limit/query', title: '额度查询' },
          { path: '/my/enterprise-info/ukey/list', title: 'Ukey管理' },
        ],
      },
    ]);
    expect(sideMenu(MENUS, 'root')).toEqual([]);
    expect(sideMenu([leaf('/credit/core/issue/issue')], 'credit')).toEqual([
      { id: 'loose-credit', title: '电子债权凭证', items: [{ path: '/credit/core/issue/issue', title: '开立申请' }] },
    ]);
  });

  it('puts 待办事项 first in its area’s menu, untitled (issue 28 item 8)', () => {
    const groups = sideMenu(MENUS, 'credit');
    expect(groups[0]).toEqual({ id: 'todo-credit', title: '', items: [{ path: '/credit/todo', title: '待办事项' }] });
    expect(groups.slice(1).flatMap((g) => g.items.map((i) => i.path))).not.toContain('/credit/todo');
  });

  it('gives a financial institution its own side, 金融机构业务, not the core’s and chain’s groups (domain-lines.md §14A.7)', () => {
    const fiMenus: MenuNode[] = [
      group('G-credit', '电子债权凭证', [
        group('G-credit-core', '核心企业业务', [leaf('/credit/core/finance/query')]),
        group('G-credit-chain', '链属企业业务', [leaf('/credit/chain/finance/detail')]),
        group('G-credit-shared', '公共业务', [leaf('/credit/finance/contract-manage'), leaf('/credit/finance/signup-query')]),
      ]),
      group('G-my', '我的', [leaf('/my/limit/query')]),
    ];
    const groups = sideMenu(fiMenus, 'credit', { fi: true });
    expect(groups.map((g) => g.title)).toEqual(['金融机构业务']);
    expect(groups[0]?.items.map((i) => i.title)).toEqual(['核心企业融资查询', '合同管理', '签约查询']);
    expect(sideMenu(fiMenus, 'credit').map((g) => g.title)).toEqual(['核心企业业务', '公共业务']);
    expect(sideMenu(fiMenus, 'my', { fi: true }).map((g) => g.title)).toEqual(['我的']);
  });

  it('links the breadcrumb to the home page and the area', () => {
    const bar = productBar(MENUS, ['CREDIT'], '/credit/core/index/operator');
    expect(breadcrumbOf('/credit/core/issue/issue', '/credit/core/index/operator', bar)).toEqual([
      { title: '首页', path: '/credit/core/index/operator' },
      { title: '电子债权凭证', path: '/credit/core/index/operator' },
      { title: '开立申请', path: null },
    ]);
    expect(breadcrumbOf('/credit/core/index/operator', '/credit/core/index/operator', bar)).toEqual([
      { title: '电子债权凭证', path: null },
      { title: '核心企业经办首页', path: null },
    ]);
    expect(areaOf('/my/limit/query')).toBe('my');
    expect(areaOf('/nowhere')).toBe('root');
  });
});

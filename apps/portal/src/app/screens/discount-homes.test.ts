import { describe, expect, it } from 'vitest';
import { findRoute } from '@scf/api/contract';
import DiscountHomePage from '../../features/discount-homes/routes/discount-home-page';
import { SCREENS } from './discount-homes';

describe('the discount area’s homes (app/screens/discount-homes.ts)', () => {
  it('registers the seven homes of §20.2 on one screen', async () => {
    expect(Object.keys(SCREENS).map((p) => [p, findRoute(p)?.title])).toEqual([
      ['/discount/core/index/operator', '核心企业经办首页'],
      ['/discount/core/index/director', '核心企业主管首页'],
      ['/discount/core/index/query', '核心企业查询首页'],
      ['/discount/chain/index/operator', '链属企业经办首页'],
      ['/discount/chain/index/director', '链属企业主管首页'],
      ['/discount/chain/index/query', '链属企业查询首页'],
      ['/discount/fi/index', '金融机构首页'],
    ]);
    for (const load of Object.values(SCREENS)) expect((await load()).default).toBe(DiscountHomePage);
  });
});

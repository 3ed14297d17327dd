import { describe, expect, it } from 'vitest';
import { SCREENS } from './discount-apply';
import { DiscountApplyPage, DiscountQueryPage } from '../../features/discount-apply/routes';

describe('the supplier’s 贴现 routes (app/screens/discount-apply.ts)', () => {
  it('registers 贴现申请, 贴现复核 (with the signing provider) and 贴现查询', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(['/discount/chain/apply', '/discount/chain/approve', '/discount/chain/query']);
    expect((await SCREENS['/discount/chain/apply']!()).default).toBe(DiscountApplyPage);
    expect((await SCREENS['/discount/chain/query']!()).default).toBe(DiscountQueryPage);
    // 贴现复核 signs 同意 and 撤回: its screen comes wrapped in the signing provider.
    expect((await SCREENS['/discount/chain/approve']!()).default).toBeTypeOf('function');
  });
});

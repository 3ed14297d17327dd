import { describe, expect, it } from 'vitest';
import { BabApplyPage } from '../../features/discount-bab/routes';
import { SCREENS } from './discount-bab';

describe('the 银承出票 routes (app/screens/discount-bab.ts)', () => {
  it('registers 银承出票申请, 银承出票复核 and 承兑审批', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(['/discount/core/bab/apply', '/discount/core/bab/approve', '/discount/fi/bab-approve'].sort());
    const apply = await SCREENS['/discount/core/bab/apply']!();
    expect(apply.default).toBe(BabApplyPage);
  });
});

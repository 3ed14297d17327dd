import { describe, expect, it } from 'vitest';
import { BabQueryPage, BillDetailPage } from '../../features/discount-bills/routes';
import { SCREENS } from './discount-bills';

describe('the routes of the packages after acceptance (app/screens/discount-bills.ts)', () => {
  it('registers 提示收票, 撤票申请, 银承查询, 票据签收, 我的票据 and 票据详情', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(
      [
        '/discount/core/bab/submit',
        '/discount/core/bab/revoke',
        '/discount/core/bab/query',
        '/discount/chain/bill/receive',
        '/discount/chain/bill/query',
        '/discount/bill/detail',
      ].sort(),
    );
    expect((await SCREENS['/discount/core/bab/query']!()).default).toBe(BabQueryPage);
    expect((await SCREENS['/discount/bill/detail']!()).default).toBe(BillDetailPage);
  });
});

import { describe, expect, it } from 'vitest';
import { OrderInfoPage } from '../../features/edt-chain/routes';
import { SCREENS } from './edt-chain';

describe('the e订通 supplier routes (app/screens/edt-chain.ts)', () => {
  it('registers 订单列表, 订单信息, 提交成功 and the six 融资资料 screens', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(
      [
        '/edt/chain/finance-data/create',
        '/edt/chain/finance-data/detail',
        '/edt/chain/finance-data/success',
        '/edt/chain/finance-data/upload/contract',
        '/edt/chain/finance-data/upload/invoice',
        '/edt/chain/finance-data/upload/order',
        '/edt/chain/order/index',
        '/edt/chain/order/info',
        '/edt/chain/order/success',
      ].sort(),
    );
    const info = await SCREENS['/edt/chain/order/info']!();
    expect(info.default).toBe(OrderInfoPage);
  });
});

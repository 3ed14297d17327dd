import { describe, expect, it } from 'vitest';
import { PayableQueryPage, ReceivableQueryPage } from '../../features/abs-receivables/routes';
import { SCREENS } from './abs-receivables';

describe('the ABS receivables routes (app/screens/abs-receivables.ts)', () => {
  it('registers 应付账款登记, 应付账款查询 and 应收账款查询', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(['/abs/chain/index/receivable-query', '/abs/core/index/payable-query', '/abs/core/issue/payable']);
    expect((await SCREENS['/abs/core/index/payable-query']!()).default).toBe(PayableQueryPage);
    expect((await SCREENS['/abs/chain/index/receivable-query']!()).default).toBe(ReceivableQueryPage);
    // 应付账款登记 signs (the director's 同意): its chunk brings the signing provider.
    expect((await SCREENS['/abs/core/issue/payable']!()).default).toBeTypeOf('function');
  });
});

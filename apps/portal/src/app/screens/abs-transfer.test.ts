import { describe, expect, it } from 'vitest';
import { TransferApplyPage } from '../../features/abs-transfer/routes';
import { SCREENS } from './abs-transfer';

describe('the ABS转让 routes (app/screens/abs-transfer.ts)', () => {
  it('registers ABS转让申请, ABS转让审批 and their details', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(
      ['/abs/transfer/apply', '/abs/transfer/apply-detail', '/abs/transfer/approve', '/abs/transfer/approve-detail'].sort(),
    );
    const apply = await SCREENS['/abs/transfer/apply']!();
    expect(apply.default).toBe(TransferApplyPage);
  });
});

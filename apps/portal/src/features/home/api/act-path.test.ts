import { describe, expect, it } from 'vitest';
import { app } from '../test/home-fixtures';
import { actPath } from './act-path';

const all = new Set([
  '/credit/chain/return/apply',
  '/credit/chain/return/approve',
  '/credit/chain/return/confirm-approve',
  '/voucher/core/issue/issue-review',
  '/my/limit/approve',
]);

describe('actPath', () => {
  it('sends an operator’s own return to 退回申请 even while the counterparty has it', () => {
    expect(actPath(app({ appNo: 'RTN20250612000007', bizType: 'RETURN', status: 'PENDING_CP_SIGN' }), 'own', all)).toBe(
      '/credit/chain/return/apply?appNo=RTN20250612000007',
    );
  });

  it('sends a director to 退回确认审批 for the counterparty’s step, to 退回审批 for the holder’s', () => {
    expect(actPath(app({ appNo: 'RTN20250612000007', bizType: 'RETURN', status: 'PENDING_CP_APPROVAL' }), 'review', all)).toBe(
      '/credit/chain/return/confirm-approve?appNo=RTN20250612000007',
    );
    expect(actPath(app({ appNo: 'RTN20250612000008', bizType: 'RETURN' }), 'review', all)).toBe('/credit/chain/return/approve?appNo=RTN20250612000008');
  });

  it('keeps the product of the application and the /my pages as they are', () => {
    expect(actPath(app({ appNo: 'ISS20250616000003', bizType: 'ISSUE', productType: 'VOUCHER' }), 'review', all)).toBe(
      '/voucher/core/issue/issue-review?appNo=ISS20250616000003',
    );
    expect(actPath(app({ appNo: 'LMT20250616000002', bizType: 'LIMIT_DIST' }), 'review', all)).toBe('/my/limit/approve?appNo=LMT20250616000002');
  });

  it('gives no link to a page the role is not granted', () => {
    expect(actPath(app({ appNo: 'ISS20250616000003', bizType: 'ISSUE' }), 'review', all)).toBeNull();
  });
});

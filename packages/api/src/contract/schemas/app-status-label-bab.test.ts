import { describe, expect, it } from 'vitest';
import { APP_STATUS_LABEL } from './application';
import { appStatusLabel } from './app-status-label';
import { babIssueStatusLabel } from './discount-bab';

describe('appStatusLabel of a 银承出票 (BAB_ISSUE, domain-lines.md §20.3)', () => {
  it('speaks the flow’s own words to the core and to its bank alike', () => {
    for (const side of ['initiator', 'counterparty'] as const) {
      expect(appStatusLabel('PENDING_FI', side, 'BAB_ISSUE')).toBe('待承兑');
      expect(appStatusLabel('PENDING_FUNDING', side, 'BAB_ISSUE')).toBe('待承兑终审');
      expect(appStatusLabel('COMPLETED', side, 'BAB_ISSUE')).toBe('已承兑');
      expect(appStatusLabel('FI_REJECTED', side, 'BAB_ISSUE')).toBe('银行已驳回');
    }
    // Its other steps read as any application's; other business types keep theirs.
    expect(appStatusLabel('PENDING_REVIEW', 'initiator', 'BAB_ISSUE')).toBe(APP_STATUS_LABEL.PENDING_REVIEW);
    expect(appStatusLabel('COMPLETED', 'initiator', 'ISSUE')).toBe(APP_STATUS_LABEL.COMPLETED);
    expect(appStatusLabel('PENDING_FI', 'initiator', 'DISCOUNT_BILL')).toBe(APP_STATUS_LABEL.PENDING_FI);
  });

  it('the 银承 lists read the same words through babIssueStatusLabel', () => {
    expect(['PENDING_FI', 'PENDING_FUNDING', 'COMPLETED', 'RETURNED'].map((s) => babIssueStatusLabel(s as 'PENDING_FI'))).toEqual([
      '待承兑',
      '待承兑终审',
      '已承兑',
      APP_STATUS_LABEL.RETURNED,
    ]);
  });
});

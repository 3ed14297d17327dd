import { describe, expect, it } from 'vitest';
import { LINE_L1 } from '../test/limit-fixtures';
import { directionOf, distributionChange } from './distribution-change';

const C2 = LINE_L1.subLimits[0]!;

describe('distributionChange (domain.md §6.2–§6.3)', () => {
  it('moves a pending increase into the member and leaves the line as it is', () => {
    expect(distributionChange(LINE_L1, C2, '5000000.00')).toEqual([
      { label: '集团已分配', before: '25000000.00', after: '25000000.00' },
      { label: '集团可用额度', before: '22640000.00', after: '22640000.00' },
      { label: '成员分配额度', before: '20000000.00', after: '25000000.00' },
      { label: '成员可用额度', before: '19500000.00', after: '24500000.00' },
    ]);
  });

  it('takes a decrease out of both the member and the line’s allocation', () => {
    const [allocated, available, member] = distributionChange(LINE_L1, C2, '-1000000.00');
    expect(allocated).toEqual({ label: '集团已分配', before: '25000000.00', after: '24000000.00' });
    expect(available).toEqual({ label: '集团可用额度', before: '22640000.00', after: '23640000.00' });
    expect(member?.after).toBe('19000000.00');
  });

  it('starts a member without a sub-limit at zero', () => {
    expect(distributionChange(LINE_L1, undefined, '100.00')[2]).toEqual({ label: '成员分配额度', before: '0.00', after: '100.00' });
  });

  it('names the direction and drops the sign', () => {
    expect(directionOf('-1000000.00')).toEqual({ label: '调减', amount: '1000000.00' });
    expect(directionOf('5000000.00')).toEqual({ label: '调增', amount: '5000000.00' });
  });
});

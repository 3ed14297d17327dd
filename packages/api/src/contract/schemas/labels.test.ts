import { describe, expect, it } from 'vitest';
import { APP_STATUS_LABEL, APP_STATUSES } from './application';
import { labelKeys } from './labels';

describe('labelKeys', () => {
  it('reads the codes of a label table in the table’s order', () => {
    expect(labelKeys({ B: '乙', A: '甲', C: '丙' })).toEqual(['B', 'A', 'C']);
    expect(APP_STATUSES).toEqual(Object.keys(APP_STATUS_LABEL));
    expect(APP_STATUSES[0]).toBe('DRAFT');
  });
});

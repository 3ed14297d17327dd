import { describe, expect, it } from 'vitest';
import { issueFormSchema } from './issue-form-schema';

const rules = { available: 100_000n, holidays: new Set(['2025-10-01']), businessDate: '2025-06-16' };
const line = (amount: string, dueDate = '2025-06-20') => ({ receiverCorpId: 'S1', amount, dueDate, contractId: 'K1', remark: '' });
const messages = (input: unknown) =>
  issueFormSchema(rules)
    .safeParse(input)
    .error?.issues.map((i) => `${i.path.join('.')} ${i.message}`) ?? [];

describe('issueFormSchema: the contract’s request plus the form’s context', () => {
  it('checks the batch total against the available limit on submit, on the line that takes it over', () => {
    expect(messages({ issuerCorpId: 'C1', lines: [line('600.00'), line('500.00')], submit: true })).toEqual(['lines.1.amount 可用额度不足']);
    expect(messages({ issuerCorpId: 'C1', lines: [line('600.00'), line('400.00')], submit: true })).toEqual([]);
    // A draft freezes nothing: the server checks the limit when it is submitted.
    expect(messages({ issuerCorpId: 'C1', lines: [line('600.00'), line('500.00')], submit: false })).toEqual([]);
  });

  it('wants a working day 1 to 180 days after the business date', () => {
    expect(messages({ issuerCorpId: 'C1', lines: [line('1.00', '2025-10-01')], submit: true })).toEqual(['lines.0.dueDate 到期日须为工作日']);
    expect(messages({ issuerCorpId: 'C1', lines: [line('1.00', '2025-06-16')], submit: true })).toEqual(['lines.0.dueDate 承诺付款日须在开立日后1至180天内']);
    expect(messages({ issuerCorpId: 'C1', lines: [line('1.00', '2025-12-14')], submit: true })).toEqual(['lines.0.dueDate 承诺付款日须在开立日后1至180天内']);
    expect(messages({ issuerCorpId: 'C1', lines: [line('1.00', '2025-12-13')], submit: true })).toEqual([]);
  });
});

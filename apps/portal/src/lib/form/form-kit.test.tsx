import { act, renderHook } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businessDateSchema } from '@scf/api/contract';
import { money } from '@scf/api/validators';
import { useFormErrors } from './use-form-errors';
import { withRequiredMessages } from './required-messages';

// Issue 28 item 4: 融资申请 kept its red texts after the fields were filled, and empty fields read as format errors.
describe('useFormErrors', () => {
  it('shows a submit’s messages and takes each away as soon as its field changes', () => {
    const { result } = renderHook(() => useFormErrors<'amount' | 'fi'>());
    let amount = '';
    act(() => void expect(result.current.show({ amount: '请输入融资金额', fi: '请选择金融机构' })).toBe(false));
    const setAmount = result.current.changed('amount', (v: string) => (amount = v));
    act(() => setAmount('1000'));
    expect(amount).toBe('1000');
    expect(result.current.errors).toEqual({ fi: '请选择金融机构' });
    act(() => result.current.clear('fi'));
    expect(result.current.errors).toEqual({});
    act(() => void expect(result.current.show({})).toBe(true));
  });
});

describe('withRequiredMessages', () => {
  const schema = z.object({
    signDate: businessDateSchema,
    amount: money,
    lines: z.array(z.object({ amount: money })),
  });
  const resolve = withRequiredMessages(zodResolver(schema), { signDate: '请选择签订日期', amount: '请输入金额' });
  const run = async (values: z.input<typeof schema>) =>
    (await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors as Record<string, unknown>;

  it('says what is missing for an empty field, nested ones included', async () => {
    const errors = await run({ signDate: '', amount: '', lines: [{ amount: '' }] });
    expect(errors).toMatchObject({
      signDate: { message: '请选择签订日期' },
      amount: { message: '请输入金额' },
      lines: [{ amount: { message: '请输入金额' } }],
    });
  });

  it('keeps the schema’s message for a value that is there but wrong', async () => {
    const errors = await run({ signDate: '2025-6-1', amount: '1.234', lines: [{ amount: '1' }] });
    expect(errors).toMatchObject({ signDate: { message: '日期格式应为YYYY-MM-DD' }, amount: { message: '请输入正确的金额，最多两位小数' } });
  });
});

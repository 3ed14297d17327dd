import { act, createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import { Select } from './select';

describe('Select ref', () => {
  it('is a field handle whose focus() reaches the combobox, through forwardRef (React 18 and 19)', () => {
    const ref = createRef<FieldHandle<string>>();
    render(<Select aria-label="票据类型" options={[{ value: 'bank', label: '银行承兑' }]} defaultValue="bank" name="kind" ref={ref} />);
    act(() => ref.current?.focus());
    expect(screen.getByRole('combobox', { name: '票据类型' })).toHaveFocus();
    expect(ref.current).toMatchObject({ name: 'kind', value: 'bank' });
    expect(isForwardRef(Select)).toBe(true);
  });
});

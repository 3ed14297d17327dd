import { act, createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import { CheckboxGroup } from './checkbox-group';

const options = [
  { value: 'CREDIT', label: '信用' },
  { value: 'EDT', label: '订单融资' },
];

describe('CheckboxGroup ref', () => {
  it('is a field handle whose focus() reaches the first box, through forwardRef (React 18 and 19)', () => {
    const ref = createRef<FieldHandle<string[]>>();
    render(<CheckboxGroup label="产品" options={options} defaultValue={['EDT']} ref={ref} />);
    act(() => ref.current?.focus());
    expect(screen.getByRole('checkbox', { name: '信用' })).toHaveFocus();
    expect(ref.current?.value).toEqual(['EDT']);
    expect(isForwardRef(CheckboxGroup)).toBe(true);
  });
});

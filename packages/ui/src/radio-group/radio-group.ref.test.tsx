import { act, createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'corp', label: '企业' },
  { value: 'person', label: '个人' },
];

describe('RadioGroup ref', () => {
  it('is a field handle whose focus() reaches the checked radio, through forwardRef (React 18 and 19)', () => {
    const ref = createRef<FieldHandle<string>>();
    render(<RadioGroup label="用户类型" options={options} defaultValue="person" ref={ref} />);
    act(() => ref.current?.focus());
    expect(screen.getByRole('radio', { name: '个人' })).toHaveFocus();
    expect(ref.current?.value).toBe('person');
    expect(isForwardRef(RadioGroup)).toBe(true);
  });
});

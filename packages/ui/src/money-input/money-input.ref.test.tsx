import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import { MoneyInput } from './money-input';

describe('MoneyInput ref', () => {
  it('reaches the native input, through forwardRef (React 18 and 19)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<MoneyInput aria-label="开立金额" defaultValue="1234.56" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '开立金额' }));
    expect(ref.current?.value).toBe('1,234.56');
    expect(isForwardRef(MoneyInput)).toBe(true);
  });
});

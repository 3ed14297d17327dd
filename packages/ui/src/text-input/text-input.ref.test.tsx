import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import { TextInput } from './text-input';

describe('TextInput ref', () => {
  it('reaches the native input, through forwardRef (React 18 and 19)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput aria-label="用户名" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '用户名' }));
    expect(isForwardRef(TextInput)).toBe(true);
  });
});

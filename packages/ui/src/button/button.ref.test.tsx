import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import { Button } from './button';

describe('Button ref', () => {
  it('reaches the native button, through forwardRef (React 18 and 19)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>保存</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: '保存' }));
    expect(isForwardRef(Button)).toBe(true);
  });
});

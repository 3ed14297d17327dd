import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import { Textarea } from './textarea';

describe('Textarea ref', () => {
  it('reaches the native textarea, through forwardRef (React 18 and 19)', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea aria-label="意见" maxCount={200} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '意见' }));
    expect(isForwardRef(Textarea)).toBe(true);
  });
});

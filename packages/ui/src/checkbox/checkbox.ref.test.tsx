import { act, createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import { Checkbox } from './checkbox';

describe('Checkbox ref', () => {
  it('is a field handle whose focus() reaches the checkbox, through forwardRef (React 18 and 19)', () => {
    const ref = createRef<FieldHandle<boolean>>();
    render(
      <Checkbox defaultChecked ref={ref}>
        我已阅读并同意
      </Checkbox>,
    );
    act(() => ref.current?.focus());
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).toHaveFocus();
    expect(ref.current?.value).toBe(true);
    expect(isForwardRef(Checkbox)).toBe(true);
  });
});

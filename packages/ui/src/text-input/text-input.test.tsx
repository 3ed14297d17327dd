import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('types text and forwards the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const user = userEvent.setup();
    render(<TextInput aria-label="用户名" ref={ref} />);
    await user.type(screen.getByRole('textbox', { name: '用户名' }), 'c1_op');
    expect(ref.current?.value).toBe('c1_op');
  });

  it('marks itself invalid on request', () => {
    render(<TextInput aria-label="用户名" invalid />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is disabled when asked', () => {
    render(<TextInput aria-label="用户名" disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<TextInput aria-label="用户名" placeholder="请输入用户名" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

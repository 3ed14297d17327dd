import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@scf/api';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('says the name is locked and for how long, keeps the name and clears the password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => Promise.reject(new ApiError('ACCOUNT_LOCKED', '密码错误次数过多，请15分钟后再试', 200)));
    render(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('用户名'), ' s3_query ');
    await user.type(screen.getByLabelText('密码'), 'Wrong@2025a');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('密码错误次数过多，请15分钟后再试');
    expect(onSubmit).toHaveBeenCalledWith('s3_query', 'Wrong@2025a');
    expect(screen.getByLabelText('用户名')).toHaveValue(' s3_query ');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('asks for both fields before sending anything', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

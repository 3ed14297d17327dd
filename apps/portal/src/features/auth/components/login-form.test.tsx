import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@scf/api';
import { LoginForm } from './login-form';

const IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';
const loadCaptcha = vi.fn(async () => ({ captchaId: `cp_${loadCaptcha.mock.calls.length}`, image: IMAGE }));

describe('LoginForm', () => {
  it('shows a 图形验证码 when the server asks for one, sends its answer, and takes a fresh image after a failed try', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(u: string, p: string, c?: { captchaId: string; captchaCode: string }) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError('CAPTCHA_REQUIRED', '登录失败次数较多，请输入图形验证码后再登录', 200))
      .mockRejectedValueOnce(new ApiError('CAPTCHA_INVALID', '图形验证码错误或已过期，请重新输入', 200))
      .mockResolvedValueOnce(undefined);
    loadCaptcha.mockClear();
    render(<LoginForm onSubmit={onSubmit} loadCaptcha={loadCaptcha} />);
    await user.type(screen.getByLabelText('用户名'), 's1_op');
    await user.type(screen.getByLabelText('密码'), 'Demo@2025a');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败次数较多，请输入图形验证码后再登录');
    expect(await screen.findByRole('img', { name: '图形验证码，点击换一张' })).toHaveAttribute('src', IMAGE);
    await user.type(screen.getByLabelText('密码'), 'Demo@2025a');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('图形验证码'), 'ab3d');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('图形验证码错误或已过期，请重新输入');
    expect(onSubmit).toHaveBeenLastCalledWith('s1_op', 'Demo@2025a', { captchaId: 'cp_1', captchaCode: 'ab3d' });
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    await user.type(screen.getByLabelText('密码'), 'Demo@2025a');
    await user.type(screen.getByLabelText('图形验证码'), 'k7pq');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenLastCalledWith('s1_op', 'Demo@2025a', { captchaId: 'cp_2', captchaCode: 'k7pq' });
    expect(loadCaptcha).toHaveBeenCalledTimes(2);
  });

  it('says the name is locked and for how long, keeps the name and clears the password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => Promise.reject(new ApiError('ACCOUNT_LOCKED', '密码错误次数过多，请15分钟后再试', 200)));
    render(<LoginForm onSubmit={onSubmit} loadCaptcha={loadCaptcha} />);
    await user.type(screen.getByLabelText('用户名'), ' s3_query ');
    await user.type(screen.getByLabelText('密码'), 'Wrong@2025a');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('密码错误次数过多，请15分钟后再试');
    expect(onSubmit).toHaveBeenCalledWith('s3_query', 'Wrong@2025a', undefined);
    expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveValue(' s3_query ');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('asks for both fields before sending anything', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<LoginForm onSubmit={onSubmit} loadCaptcha={loadCaptcha} />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

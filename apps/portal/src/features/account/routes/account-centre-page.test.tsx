import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@scf/api/validators';
import { PROFILE, decrypt, refusal, renderAccountPage } from '../test/render-account-page';

// A required field's label starts with its (hidden) * mark.
const field = (name: string) => screen.getByLabelText(new RegExp(`^\\*?${name}$`), { selector: 'input' });

describe('账户中心', () => {
  it("shows the user's own data with the mobile masked and the last login in Shanghai time", async () => {
    renderAccountPage();
    const info = await screen.findByRole('region', { name: '基本信息' });
    for (const text of ['吴婷', 's1_dir', '139****1102', '江苏示例精密锻造有限公司', '主管', '2025-06-16 09:30', '未修改过'])
      expect(info).toHaveTextContent(text);
  });

  it('修改密码 checks the spec §5 rule and the confirmation before anything is sent', async () => {
    const { user, sent } = renderAccountPage({ changePassword: { endedSessions: 0 } });
    const form = await screen.findByRole('form', { name: '修改密码' });
    await user.type(field('新密码'), 'abcdefgh1');
    await user.type(field('确认新密码'), 'abcdefgh2');
    await user.click(within(form).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRule)).toBeInTheDocument();
    expect(field('新密码')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('原密码'), 'Demo@2025a');
    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'Bank#2025b');
    await user.click(within(form).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordConfirm)).toBeInTheDocument();
    expect(sent('changePassword')).toEqual([]);
  });

  it('sends both passwords encrypted, then asks the user to log in again with the new one', async () => {
    const { user, sent, auth } = renderAccountPage({ changePassword: { endedSessions: 2 } });
    const form = await screen.findByRole('form', { name: '修改密码' });
    await user.type(field('原密码'), 'Demo@2025a');
    await user.type(field('新密码'), 'Bank#2025b');
    await user.type(field('确认新密码'), 'Bank#2025b');
    await user.click(within(form).getByRole('button', { name: '确认修改' }));
    const dialog = await screen.findByRole('alertdialog', { name: '密码修改成功' });
    expect(dialog).toHaveTextContent('您在其他浏览器或设备上的2个登录已全部退出。为了您的账户安全，请使用新密码重新登录。');
    const [body] = sent('changePassword');
    expect(body).toMatchObject({ kid: 'k1' });
    expect(JSON.stringify(body)).not.toContain('Demo@2025a');
    expect(JSON.stringify(body)).not.toContain('Bank#2025b');
    expect([decrypt(body!.oldPassword!), decrypt(body!.newPassword!)]).toEqual(['Demo@2025a', 'Bank#2025b']);
    await user.click(within(dialog).getByRole('button', { name: '重新登录' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal at the old password and keeps the session", async () => {
    const { user, auth } = renderAccountPage({ changePassword: refusal('OLD_PASSWORD_WRONG', '原密码错误') });
    const form = await screen.findByRole('form', { name: '修改密码' });
    await user.type(field('原密码'), 'Wrong@2025a');
    await user.type(field('新密码'), 'Bank#2025b');
    await user.type(field('确认新密码'), 'Bank#2025b');
    await user.click(within(form).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(field('原密码')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('shows the lock message of the login throttle as an alert', async () => {
    const { user } = renderAccountPage({ changePassword: refusal('ACCOUNT_LOCKED', '密码错误次数过多，请15分钟后再试') });
    const form = await screen.findByRole('form', { name: '修改密码' });
    await user.type(field('原密码'), 'Wrong@2025a');
    await user.type(field('新密码'), 'Bank#2025b');
    await user.type(field('确认新密码'), 'Bank#2025b');
    await user.click(within(form).getByRole('button', { name: '确认修改' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('密码错误次数过多，请15分钟后再试');
  });

  it('修改手机号 sends a code to a valid new mobile, counts down, and changes it with the code encrypted', async () => {
    let mobile = PROFILE.mobile;
    const { user, sent } = renderAccountPage({
      profile: () => ({ ...PROFILE, mobile }),
      mobileCode: { resendAfterSeconds: 60, expiresInSeconds: 300 },
      changeMobile: () => {
        mobile = '136****5678';
        return { mobile };
      },
    });
    const form = await screen.findByRole('form', { name: '修改手机号' });
    await user.type(field('登录密码'), 'Demo@2025a');
    await user.type(field('新手机号'), '12012345678');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByText(VALIDATION_MESSAGES.mobile)).toBeInTheDocument();
    expect(sent('mobileCode')).toEqual([]);
    await user.clear(field('新手机号'));
    await user.type(field('新手机号'), '13612345678');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(sent('mobileCode')).toEqual([{ mobile: '13612345678' }]);
    await user.type(field('验证码'), '123456');
    await user.click(within(form).getByRole('button', { name: '确认修改' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('手机号已修改为136****5678');
    const [body] = sent('changeMobile');
    expect(body).toMatchObject({ mobile: '13612345678', kid: 'k1' });
    expect(decrypt(body!.code!)).toBe('123456');
    expect(decrypt(body!.password!)).toBe('Demo@2025a');
    expect(await screen.findByRole('region', { name: '基本信息' })).toHaveTextContent('136****5678');
  });
});

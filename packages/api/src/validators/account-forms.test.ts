import { describe, expect, it } from 'vitest';
import { changeMobileForm, changePasswordForm } from './account-forms';
import { VALIDATION_MESSAGES as M } from './messages';

const messages = (input: unknown) => {
  const r = changePasswordForm.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('changePasswordForm', () => {
  it('accepts a new password that meets the spec §5 rule, typed twice', () => {
    expect(messages({ oldPassword: 'Demo@2025a', newPassword: 'Bank#2025b', confirmPassword: 'Bank#2025b' })).toEqual([]);
  });
  it('asks for the old password and refuses a weak new one with the rule text', () => {
    expect(messages({ oldPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual([
      `oldPassword:${M.oldPasswordRequired}`,
      `newPassword:${M.passwordRule}`,
    ]);
    expect(messages({ oldPassword: 'x', newPassword: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual([`newPassword:${M.passwordLength}`]);
  });
  it('refuses a confirmation that differs and a new password equal to the old one', () => {
    expect(messages({ oldPassword: 'Demo@2025a', newPassword: 'Bank#2025b', confirmPassword: 'Bank#2025c' })).toEqual([`confirmPassword:${M.passwordConfirm}`]);
    expect(messages({ oldPassword: 'Demo@2025a', newPassword: 'Demo@2025a', confirmPassword: 'Demo@2025a' })).toEqual([`newPassword:${M.passwordSame}`]);
  });
});

describe('changeMobileForm', () => {
  it('takes the login password, a spec §5 mobile and a six-digit code', () => {
    const ok = { password: 'Demo@2025a', mobile: '13912345678', code: '012345' };
    expect(changeMobileForm.safeParse(ok).success).toBe(true);
    expect(changeMobileForm.safeParse({ ...ok, mobile: '12912345678' }).success).toBe(false);
    expect(changeMobileForm.safeParse({ ...ok, code: '12345' }).success).toBe(false);
    expect(changeMobileForm.safeParse({ ...ok, password: '' }).error?.issues.map((i) => i.message)).toEqual([M.loginPasswordRequired]);
  });
});

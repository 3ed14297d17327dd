import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, useApiClient } from '@scf/api';
import { changePasswordForm } from '@scf/api/validators';
import type { ChangePasswordForm } from '@scf/api/validators';
import { Card, FormField, TextInput } from '@scf/ui';
import { changePassword } from '../api/account-calls';
import { useAuth } from '../../../lib/auth';
import { ConfirmChange, Fields, Note } from './account-form.styles';
import { ReloginDialog } from './relogin-dialog';

/** The spec §5 rule, said before the user types (the same text the rule answers with). */
const RULE_HELP = '8-20位，须包含大写字母、小写字母、数字和特殊字符，不能包含空格';

/**
 * 修改密码: the old password, the new one by the spec §5 rule (the shared `changePasswordForm` schema; the server
 * applies the same rule after decrypting) and its confirmation. A refusal by the server is shown at its field.
 */
export function PasswordForm() {
  const client = useApiClient();
  const { logout } = useAuth();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const [serverError, setServerError] = useState<string>();
  const [ended, setEnded] = useState<number | null>(null);

  async function submit(values: ChangePasswordForm) {
    setServerError(undefined);
    try {
      setEnded((await changePassword(client, values)).endedSessions);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.code === 'OLD_PASSWORD_WRONG') form.setError('oldPassword', { message });
      else if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') form.setError('newPassword', { message });
      else setServerError(message);
    }
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <Card title="修改密码">
      <Note>修改成功后，您在其他浏览器或设备上的登录将立即退出，本次登录也需使用新密码重新登录。</Note>
      <Fields noValidate aria-label="修改密码" onSubmit={form.handleSubmit(submit)}>
        <FormField label="原密码" required error={errors.oldPassword?.message}>
          <TextInput type="password" autoComplete="current-password" maxLength={64} {...form.register('oldPassword')} />
        </FormField>
        <FormField label="新密码" required help={RULE_HELP} error={errors.newPassword?.message}>
          <TextInput type="password" autoComplete="new-password" maxLength={20} {...form.register('newPassword')} />
        </FormField>
        <FormField label="确认新密码" required error={errors.confirmPassword?.message}>
          <TextInput type="password" autoComplete="new-password" maxLength={20} {...form.register('confirmPassword')} />
        </FormField>
        <ConfirmChange failTitle="修改密码失败" error={serverError} submitting={isSubmitting} />
      </Fields>
      <ReloginDialog open={ended !== null} endedSessions={ended ?? 0} onRelogin={() => void logout()} />
    </Card>
  );
}

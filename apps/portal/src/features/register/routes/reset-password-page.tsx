import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { ApiError, useApiClient } from '@scf/api';
import { resetIdentityForm, resetPasswordForm } from '@scf/api/validators';
import type { ResetIdentityForm, ResetPasswordForm } from '@scf/api/validators';
import { Button, FormField, Result, Steps, TextInput } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { sendResetCode, submitReset } from '../api/register-calls';
import { EntryCard, EntryFields, EntryLinks } from '../components/entry-card';
import { SmsCodeField } from '../components/sms-code-field';

const Progress = styled.div`
  margin-bottom: 24px;
`;

const STEPS = [{ title: '验证身份' }, { title: '设置新密码' }, { title: '完成' }];

/** Step 1 (验证身份): who, the mobile on file and the code sent to it (checked with the new password). */
function IdentityStep({ initial, codeError, onNext }: { initial: ResetIdentityForm; codeError?: string; onNext(who: ResetIdentityForm): void }) {
  const client = useApiClient();
  const form = useForm<ResetIdentityForm>({ resolver: zodResolver(resetIdentityForm), defaultValues: initial, mode: 'onTouched' });
  const { errors } = form.formState;
  async function sendCode() {
    if (!(await form.trigger(['loginName', 'mobile']))) return null;
    return sendResetCode(client, form.getValues('loginName'), form.getValues('mobile'));
  }
  return (
    <EntryFields noValidate aria-label="验证身份" onSubmit={form.handleSubmit(onNext)}>
      <FormField label="登录用户名" required error={errors.loginName?.message}>
        <TextInput autoComplete="username" maxLength={40} {...form.register('loginName')} />
      </FormField>
      <SmsCodeField
        mobile={{ input: form.register('mobile'), error: errors.mobile?.message }}
        input={form.register('smsCode')}
        error={errors.smsCode?.message ?? codeError}
        send={sendCode}
        onRefused={(message) => form.setError('smsCode', { message })}
      />
      <Button type="submit" variant="primary">
        下一步
      </Button>
    </EntryFields>
  );
}

/** Step 2 (设置新密码): the new password twice; the server checks the code, the rule and that it is not the old one. */
function PasswordStep({ onSubmit, onBack }: { onSubmit(newPassword: string): Promise<string | undefined>; onBack(): void }) {
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  return (
    <EntryFields noValidate aria-label="设置新密码" onSubmit={form.handleSubmit(async (v) => setFailure(await onSubmit(v.newPassword)))}>
      <FormField label="新密码" required error={errors.newPassword?.message} help="8-20位，须包含大写字母、小写字母、数字和特殊字符">
        <TextInput type="password" autoComplete="new-password" maxLength={20} {...form.register('newPassword')} />
      </FormField>
      <FormField label="确认新密码" required error={errors.confirmPassword?.message}>
        <TextInput type="password" autoComplete="new-password" maxLength={20} {...form.register('confirmPassword')} />
      </FormField>
      {failure ? <FormAlert title="重置失败" message={failure} /> : null}
      <Button type="submit" variant="primary" loading={isSubmitting}>
        确定
      </Button>
      <Button variant="link" onClick={onBack}>
        上一步
      </Button>
    </EntryFields>
  );
}

/**
 * `/register/reset-password` 重置密码 (public, domain-lines.md §15.3): 验证身份 → 设置新密码 → 完成. Also how a user an
 * administrator added activates. A wrong name, mobile or code is one answer, back on step 1 at the code.
 */
export default function ResetPasswordPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [who, setWho] = useState<ResetIdentityForm>({ loginName: '', mobile: '', smsCode: '' });
  const [codeError, setCodeError] = useState<string>();

  async function reset(newPassword: string): Promise<string | undefined> {
    try {
      await submitReset(client, who, newPassword);
      setStep(2);
      return undefined;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.code === 'SMS_CODE_INVALID') {
        setCodeError(message);
        setStep(0);
        return undefined;
      }
      return message;
    }
  }

  return (
    <EntryCard aria-labelledby="reset-title">
      <h1 id="reset-title">重置密码</h1>
      <Progress>
        <Steps items={STEPS} current={step} />
      </Progress>
      {step === 0 ? (
        <IdentityStep
          initial={who}
          codeError={codeError}
          onNext={(next) => {
            setWho(next);
            setCodeError(undefined);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? <PasswordStep onSubmit={reset} onBack={() => setStep(0)} /> : null}
      {step === 2 ? (
        <Result status="success" title="密码重置成功，请使用新密码登录">
          <Button variant="primary" onClick={() => navigate('/login/login')}>
            去登录
          </Button>
        </Result>
      ) : null}
      {step < 2 ? (
        <EntryLinks>
          <Link to="/login/login">返回登录</Link>
        </EntryLinks>
      ) : null}
    </EntryCard>
  );
}

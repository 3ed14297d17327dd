import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import { useApiClient } from '@scf/api';
import { changeMobileForm } from '@scf/api/validators';
import type { ChangeMobileForm } from '@scf/api/validators';
import { Button, Card, FormField, TextInput } from '@scf/ui';
import { changeMobile, sendMobileCode } from '../api/account-calls';
import { useCountdown } from '../../../lib/form';
import { ConfirmChange, Fields, Note } from './account-form.styles';

const CodeRow = styled.div`
  display: flex;
  gap: 8px;
  > :first-child {
    flex: 1;
  }
`;

const Done = styled.p`
  margin: 0;
`;

export interface MobileFormProps {
  /** The current mobile, masked. */
  current: string;
  /** After a change: the profile is read again. */
  onChanged(): void;
}

/**
 * 修改手机号: the login password first (a session alone does not move the mobile), then a verify code goes to the new
 * mobile (spec §5 mobile rule; one a minute), and the code proves the user holds it. Password and code travel encrypted.
 */
export function MobileForm({ current, onChanged }: MobileFormProps) {
  const client = useApiClient();
  const form = useForm<ChangeMobileForm>({ resolver: zodResolver(changeMobileForm), defaultValues: { password: '', mobile: '', code: '' }, mode: 'onTouched' });
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [serverError, setServerError] = useState<string>();

  async function sendCode() {
    setServerError(undefined);
    setNotice(undefined);
    if (!(await form.trigger('mobile'))) return;
    setSending(true);
    try {
      countdown.start(await sendMobileCode(client, form.getValues('mobile')));
      setNotice('验证码已发送，5分钟内有效');
    } catch (error) {
      form.setError('mobile', { message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }

  async function submit(values: ChangeMobileForm) {
    setServerError(undefined);
    setNotice(undefined);
    try {
      const changed = await changeMobile(client, values);
      form.reset();
      setNotice(`手机号已修改为${changed.mobile}`);
      onChanged();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <Card title="修改手机号">
      <Note>当前手机号：{current}。验证码将发送至新手机号，5分钟内有效。</Note>
      <Fields noValidate aria-label="修改手机号" onSubmit={form.handleSubmit(submit)}>
        <FormField label="登录密码" required error={errors.password?.message}>
          <TextInput type="password" autoComplete="current-password" maxLength={64} {...form.register('password')} />
        </FormField>
        <FormField label="新手机号" required error={errors.mobile?.message}>
          <TextInput inputMode="numeric" autoComplete="tel" maxLength={11} {...form.register('mobile')} />
        </FormField>
        <FormField label="验证码" required error={errors.code?.message}>
          <CodeRow>
            <TextInput inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
            <Button onClick={() => void sendCode()} disabled={countdown.left > 0} loading={sending}>
              {countdown.left > 0 ? `${countdown.left}秒后重新获取` : '获取验证码'}
            </Button>
          </CodeRow>
        </FormField>
        {notice ? <Done role="status">{notice}</Done> : null}
        <ConfirmChange failTitle="修改手机号失败" error={serverError} submitting={isSubmitting} />
      </Fields>
    </Card>
  );
}

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '@scf/api';
import { ukeyEndpoints, ukeyLostRequestSchema } from '@scf/api/contract';
import type { UkeyBinding, UkeyLostRequest, UkeyLostSmsResponse } from '@scf/api/contract';
import { Button, FormField, TextInput, Textarea } from '@scf/ui';
import { UKEY_PATHS } from '../api/ukey-paths';
import { useRefreshUkeyData } from '../api/use-ukey-query';
import { BackToList } from './back-to-list';
import type { UkeyFlash } from './ukey-page';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 注销 of a lost Ukey (issue 26 H1): the key cannot sign, so its holder's registered mobile receives a code, the
 * director enters it with the reason, and the 注销 waits for another director of the corporation to approve it.
 */
export function LostKeyForm({ binding }: { binding: UkeyBinding }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const refresh = useRefreshUkeyData();
  const form = useForm<UkeyLostRequest>({
    resolver: zodResolver(ukeyLostRequestSchema),
    values: { ukeyNo: binding.ukeyNo, reason: '', smsCode: '' },
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const [sent, setSent] = useState<UkeyLostSmsResponse>();
  const [serverError, setServerError] = useState<string>();

  async function sendCode() {
    setServerError(undefined);
    try {
      setSent(await client.call(ukeyEndpoints.lostSms, { body: { ukeyNo: binding.ukeyNo } }));
    } catch (error) {
      setServerError(message(error));
    }
  }

  async function submit(values: UkeyLostRequest) {
    setServerError(undefined);
    try {
      await client.call(ukeyEndpoints.lost, { body: values });
      await refresh();
      navigate(UKEY_PATHS.list, { state: { flash: '注销申请已提交，待另一位主管复核后生效' } satisfies UkeyFlash });
    } catch (error) {
      setServerError(message(error));
    }
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate aria-label="Ukey遗失注销" onSubmit={form.handleSubmit(submit)}>
      <FormField label="注销原因" required error={errors.reason?.message}>
        <Textarea rows={3} maxCount={100} placeholder="请填写注销原因，如：Ukey遗失" {...form.register('reason')} />
      </FormField>
      <FormField
        label="短信验证码"
        required
        error={errors.smsCode?.message}
        help={sent ? `验证码已发送至持有人${binding.personName}的手机 ${sent.mobile}` : `验证码将发送至持有人${binding.personName}登记的手机`}
      >
        <Controller
          control={form.control}
          name="smsCode"
          render={({ field }) => (
            <TextInput inputMode="numeric" maxLength={6} autoComplete="one-time-code" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormField>
      {sent?.demoCode ? <p>【演示环境】验证码：{sent.demoCode}</p> : null}
      <Button onClick={() => void sendCode()}>{sent ? '重新获取验证码' : '获取验证码'}</Button>
      {serverError ? (
        <p role="alert">
          <strong>注销失败</strong>：{serverError}
        </p>
      ) : null}
      <p>提交后，须由本企业另一位主管在“注销Ukey”页复核通过，该Ukey才被注销。</p>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        提交注销申请
      </Button>{' '}
      <BackToList />
    </form>
  );
}

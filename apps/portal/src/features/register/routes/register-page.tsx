import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, useApiClient } from '@scf/api';
import { registerForm } from '@scf/api/validators';
import type { RegisterForm, RegisterFormInput } from '@scf/api/validators';
import { Button, FormField, TextInput } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { keepRegistration, sendRegisterCode, submitRegistration } from '../api/register-calls';
import { EntryCard, EntryFields, EntryLinks } from '../components/entry-card';
import { RegisterAgreements } from '../components/register-agreements';
import { SmsCodeField } from '../components/sms-code-field';

/** Which field a server refusal belongs to (domain-lines.md §15.1 checks 3–9); the rest show above 注册. */
const REFUSAL_FIELD: Readonly<Record<string, FieldPath<RegisterFormInput>>> = {
  SMS_CODE_INVALID: 'smsCode',
  USCC_REGISTERED: 'uscc',
  USER_NAME_TAKEN: 'loginName',
  MOBILE_TAKEN: 'mobile',
  REGISTRY_NOT_FOUND: 'uscc',
  REGISTRY_NAME_MISMATCH: 'corpName',
  REGISTRY_STATUS: 'uscc',
};

const EMPTY: RegisterFormInput = {
  corpName: '',
  uscc: '',
  adminName: '',
  idCard: '',
  mobile: '',
  smsCode: '',
  loginName: '',
  password: '',
  confirmPassword: '',
  agreed: false,
};

/**
 * `/register/register` 注册 (public, domain-lines.md §15.1): a chain member registers itself and its administrator. The
 * form checks each field by the schema the server applies again; the server's refusals (code, registry, taken) show
 * at their field with everything typed kept. Success goes to 注册成功; the user is not logged in.
 */
export default function RegisterPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const form = useForm<RegisterFormInput, unknown, RegisterForm>({ resolver: zodResolver(registerForm), defaultValues: EMPTY, mode: 'onTouched' });
  const [failure, setFailure] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  async function sendCode() {
    if (!(await form.trigger('mobile'))) return null;
    return sendRegisterCode(client, form.getValues('mobile'));
  }

  async function submit(values: RegisterForm) {
    setFailure(undefined);
    try {
      keepRegistration(await submitRegistration(client, values));
      navigate('/register/register-success');
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const field = e instanceof ApiError ? REFUSAL_FIELD[e.code] : undefined;
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  }

  return (
    <EntryCard aria-labelledby="register-title">
      <h1 id="register-title">企业注册</h1>
      <EntryFields noValidate aria-label="企业注册" onSubmit={form.handleSubmit(submit)}>
        <FormField label="企业名称" required error={errors.corpName?.message}>
          <TextInput autoComplete="organization" placeholder="请按营业执照填写" {...form.register('corpName')} />
        </FormField>
        <FormField label="统一社会信用代码" required error={errors.uscc?.message}>
          <TextInput autoComplete="off" maxLength={18} placeholder="18位数字或大写字母" {...form.register('uscc')} />
        </FormField>
        <FormField label="管理员姓名" required error={errors.adminName?.message}>
          <TextInput autoComplete="name" {...form.register('adminName')} />
        </FormField>
        <FormField label="管理员身份证号" required error={errors.idCard?.message}>
          <TextInput autoComplete="off" maxLength={18} {...form.register('idCard')} />
        </FormField>
        <SmsCodeField
          mobile={{ input: form.register('mobile'), error: errors.mobile?.message }}
          input={form.register('smsCode')}
          error={errors.smsCode?.message}
          send={sendCode}
          onRefused={(message) => form.setError('smsCode', { message })}
        />
        <FormField label="登录用户名" required error={errors.loginName?.message} help="4-20位字母、数字或下划线，以字母开头">
          <TextInput autoComplete="username" maxLength={20} {...form.register('loginName')} />
        </FormField>
        <FormField label="登录密码" required error={errors.password?.message} help="8-20位，须包含大写字母、小写字母、数字和特殊字符">
          <TextInput type="password" autoComplete="new-password" maxLength={20} {...form.register('password')} />
        </FormField>
        <FormField label="确认密码" required error={errors.confirmPassword?.message}>
          <TextInput type="password" autoComplete="new-password" maxLength={20} {...form.register('confirmPassword')} />
        </FormField>
        <Controller
          control={form.control}
          name="agreed"
          render={({ field, fieldState }) => (
            <RegisterAgreements checked={field.value} onCheckedChange={(v) => field.onChange(v)} error={fieldState.error?.message} />
          )}
        />
        {failure ? <FormAlert title="注册失败" message={failure} /> : null}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          注册
        </Button>
      </EntryFields>
      <EntryLinks>
        <Link to="/login/login">已有账号，立即登录</Link>
      </EntryLinks>
    </EntryCard>
  );
}

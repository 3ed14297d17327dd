import { useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, FormField, TextInput, cssVar } from '@scf/ui';

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin-bottom: 16px;
`;

/** Why the login failed (a wrong password, a lock and for how long): a tinted block, not just red text. */
const ServerError = styled.p`
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${cssVar('dangerColor')};
  border-radius: 4px;
  background: #fff1f0;
  color: ${cssVar('dangerColor')};
`;

export interface LoginFormProps {
  /** Resolves on success; a rejection's message is shown as the server's reason. */
  onSubmit(username: string, password: string): Promise<void>;
}

interface FieldErrors {
  username?: string;
  password?: string;
}

/** User name and password; a failed login keeps the typed user name and shows why (spec §2 login). */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {};
    if (!username.trim()) next.username = '请输入用户名';
    if (!password) next.password = '请输入密码';
    setErrors(next);
    setServerError(null);
    if (next.username || next.password) return;
    setSubmitting(true);
    try {
      await onSubmit(username.trim(), password);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : '登录失败，请稍后重试');
      setPassword('');
      setSubmitting(false);
    }
  }

  return (
    <Form noValidate aria-label="登录" onSubmit={(e) => void submit(e)}>
      <FormField label="用户名" error={errors.username}>
        <TextInput name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} maxLength={40} />
      </FormField>
      <FormField label="密码" error={errors.password}>
        <TextInput name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
      <Button type="submit" variant="primary" loading={submitting}>
        登录
      </Button>
    </Form>
  );
}

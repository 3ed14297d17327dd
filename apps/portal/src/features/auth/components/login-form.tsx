import { useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { LoginCaptcha } from '@scf/api';
import type { Captcha } from '@scf/api/contract';
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

/** The 图形验证码 beside its input, with 换一张 (a click on the image does the same). */
const CaptchaRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  img {
    width: 120px;
    height: 40px;
    border: 1px solid ${cssVar('borderColor')};
    border-radius: 4px;
    cursor: pointer;
  }
`;

export interface LoginFormProps {
  /** Resolves on success; a rejection's message is shown as the server's reason. */
  onSubmit(username: string, password: string, captcha?: LoginCaptcha): Promise<void>;
  /** A new 图形验证码 from the server (`POST /uaa/v1/captcha`). */
  loadCaptcha(): Promise<Captcha>;
}

interface FieldErrors {
  username?: string;
  password?: string;
  captcha?: string;
}

/** The server's answers that ask for a 图形验证码 (many failed logins from this address: issue 26 item 8). */
const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);
const codeOf = (error: unknown) => (error && typeof error === 'object' && 'code' in error ? String(error.code) : '');

/**
 * User name and password; a failed login keeps the typed user name and shows why (spec §2 login). When the server
 * asks for it, a 图形验证码 too: a fresh image after every try, since each is answered once.
 */
export function LoginForm({ onSubmit, loadCaptcha }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');

  async function newCaptcha() {
    setCaptchaCode('');
    try {
      setCaptcha(await loadCaptcha());
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : '图形验证码加载失败，请稍后重试');
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {};
    if (!username.trim()) next.username = '请输入用户名';
    if (!password) next.password = '请输入密码';
    if (captcha && !captchaCode.trim()) next.captcha = '请输入图形验证码';
    setErrors(next);
    setServerError(null);
    if (next.username || next.password || next.captcha) return;
    setSubmitting(true);
    try {
      await onSubmit(username.trim(), password, captcha ? { captchaId: captcha.captchaId, captchaCode: captchaCode.trim() } : undefined);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : '登录失败，请稍后重试');
      setPassword('');
      setSubmitting(false);
      if (captcha || CAPTCHA_CODES.has(codeOf(error))) await newCaptcha();
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
      {captcha ? (
        <FormField label="图形验证码" error={errors.captcha}>
          <CaptchaRow>
            <TextInput name="captcha" autoComplete="off" maxLength={8} value={captchaCode} onChange={(e) => setCaptchaCode(e.target.value)} />
            <img src={captcha.image} alt="图形验证码，点击换一张" onClick={() => void newCaptcha()} />
            <Button variant="link" onClick={() => void newCaptcha()}>
              换一张
            </Button>
          </CaptchaRow>
        </FormField>
      ) : null}
      {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
      <Button type="submit" variant="primary" loading={submitting}>
        登录
      </Button>
    </Form>
  );
}

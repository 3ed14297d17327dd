import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { styled } from 'styled-components';
import { Button, FormField, TextInput, cssVar } from '@scf/ui';
import { useCountdown } from '../../../lib/form';
import type { CodeSent } from '../api/register-calls';

const CodeRow = styled.div`
  display: flex;
  gap: 8px;
  > :first-child {
    flex: 1;
  }
  > button {
    min-width: 128px;
  }
`;
const Hint = styled.p`
  margin: 4px 0 0;
  font-size: 12px;
  color: ${cssVar('textSecondaryColor')};
`;

export interface SmsCodeFieldProps {
  /** `form.register('mobile')` and its error: 手机号码, the field above the code. */
  mobile: { input: UseFormRegisterReturn; error?: string };
  /** `form.register('smsCode')`. */
  input: UseFormRegisterReturn;
  error?: string;
  /** Check the fields the code needs, then ask for it; a refusal is thrown with its Chinese message. */
  send(): Promise<CodeSent | null>;
  /** Shown where the code field's error goes when the request is refused (e.g. 验证码发送过于频繁…). */
  onRefused(message: string): void;
}

/**
 * 手机号码, then 短信验证码 with 获取验证码 (then `N秒后重新获取`, spec §9 countdown). In the demo the answer carries the code, shown
 * under the field as 【演示环境】验证码：123456 (domain-lines.md §14A.3); never otherwise.
 */
export function SmsCodeField({ mobile, input, error, send, onRefused }: SmsCodeFieldProps) {
  const countdown = useCountdown();
  const [sent, setSent] = useState<CodeSent | null>(null);

  async function ask() {
    try {
      const answer = await send();
      if (!answer) return;
      setSent(answer);
      countdown.start(answer.resendAfterSeconds);
    } catch (e) {
      onRefused(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <>
      <FormField label="手机号码" required error={mobile.error}>
        <TextInput inputMode="numeric" autoComplete="tel" maxLength={11} {...mobile.input} />
      </FormField>
      <FormField label="短信验证码" required error={error}>
        <div>
          <CodeRow>
            <TextInput inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="请输入6位数字验证码" {...input} />
            <Button onClick={ask} disabled={countdown.left > 0}>
              {countdown.left > 0 ? `${countdown.left}秒后重新获取` : '获取验证码'}
            </Button>
          </CodeRow>
          {sent ? <Hint role="status">{sent.demoCode ? `【演示环境】验证码：${sent.demoCode}` : '验证码已发送，5分钟内有效'}</Hint> : null}
        </div>
      </FormField>
    </>
  );
}

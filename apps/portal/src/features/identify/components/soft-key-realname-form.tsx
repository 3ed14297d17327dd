import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { realnameEndpoints, softKeyRealnameSchema } from '@scf/api/contract';
import type { Realname, SoftKeyRealnameInput } from '@scf/api/contract';
import { Button, FormField, TextInput } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { useWrite } from '../../../lib/write';

export interface SoftKeyRealnameFormProps {
  realname: Realname;
  onVerified: (next: Realname) => void;
}

/**
 * 软证书认证 of the corporation (domain-lines.md §15.6): the registry's legal representative must be the admin —
 * 法定代表人姓名, 身份证号 (the admin's, pre-filled) and the SMS code sent to the admin's mobile (scene REALNAME).
 */
export function SoftKeyRealnameForm({ realname, onVerified }: SoftKeyRealnameFormProps) {
  const write = useWrite();
  const sms = useWrite();
  const [demoCode, setDemoCode] = useState<string>();
  const [sent, setSent] = useState(false);
  const form = useForm<SoftKeyRealnameInput>({
    resolver: zodResolver(softKeyRealnameSchema),
    defaultValues: { legalRepName: realname.self.personName, legalRepIdNo: realname.self.idCardNo, smsCode: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const sendCode = async () => {
    const out = await sms.run((client) => client.call(realnameEndpoints.softKeySms, { body: {} }));
    if (out === undefined) return;
    setSent(true);
    setDemoCode(out.demoCode);
  };
  const submit = async (values: SoftKeyRealnameInput) => {
    const out = await write.run((client) => client.call(realnameEndpoints.softKey, { body: values }));
    if (out) onVerified(out);
  };
  return (
    <form noValidate aria-label="法定代表人身份核验" onSubmit={form.handleSubmit((v) => void submit(v))}>
      <FormField label="法定代表人姓名" required error={errors.legalRepName?.message}>
        <TextInput maxLength={40} {...form.register('legalRepName')} />
      </FormField>
      <FormField label="法定代表人身份证号" required error={errors.legalRepIdNo?.message}>
        <TextInput maxLength={18} {...form.register('legalRepIdNo')} />
      </FormField>
      <FormField
        label="短信验证码"
        required
        error={errors.smsCode?.message ?? sms.error}
        help={demoCode ? `【演示环境】验证码：${demoCode}` : `验证码将发送至管理员手机 ${realname.self.mobile}`}
      >
        <TextInput inputMode="numeric" maxLength={6} {...form.register('smsCode')} />
      </FormField>
      <Button onClick={() => void sendCode()} loading={sms.busy}>
        {sent ? '重新获取' : '获取验证码'}
      </Button>{' '}
      {write.error ? <FormAlert title="认证失败" message={write.error} /> : null}
      <Button type="submit" variant="primary" loading={write.busy}>
        确认认证
      </Button>
    </form>
  );
}

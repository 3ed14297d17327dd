import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { verificationEndpoints, verifyCodeSchema } from '@scf/api/contract';
import { Button, FormField, Skeleton, TextInput, cssVar } from '@scf/ui';
import { PageSection } from '../../../lib/page';
import { VerificationResult } from '../components/verification-result';

const Form = styled.form`
  display: flex;
  gap: 12px;
  align-items: flex-end;
  max-width: 560px;
  > :first-child {
    flex: 1;
  }
`;
const Invalid = styled.p`
  padding: 8px 12px;
  border: 1px solid ${cssVar('dangerColor')};
  border-radius: 4px;
  background: #fff1f0;
  color: ${cssVar('dangerColor')};
`;

function Lookup({ code }: { code: string }) {
  const { data, error } = useEndpoint(verificationEndpoints.verify, { params: { code } });
  if (error) return <Invalid role="alert">{error instanceof Error && error.message ? error.message : '验证码无效'}</Invalid>;
  if (!data) return <Skeleton lines={6} label="正在查验" />;
  return <VerificationResult result={data} />;
}

/**
 * `/verify` 验证码查验 (issue 26 item 10), public: the code printed (or in the QR) on a slip, receipt or signed
 * document of the platform shows what it certifies, or 验证码无效.
 */
export default function VerifyPage() {
  const [params, setParams] = useSearchParams();
  const current = params.get('code') ?? '';
  const [typed, setTyped] = useState(current);
  const [formatError, setFormatError] = useState<string>();
  const parsed = current ? verifyCodeSchema.safeParse(current) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = verifyCodeSchema.safeParse(typed);
    setFormatError(check.success ? undefined : '验证码格式不正确，应为16位字母或数字');
    if (check.success) setParams({ code: check.data });
  }

  return (
    <PageSection aria-labelledby="verify-title">
      <h1 id="verify-title">验证码查验</h1>
      <p>输入凭证、回单或签章文件上的16位验证码（或扫描其二维码），查验该文件是否由本平台出具及其登记内容。</p>
      <Form noValidate aria-label="验证码查验" onSubmit={submit}>
        <FormField label="验证码" error={formatError}>
          <TextInput name="code" autoComplete="off" placeholder="XXXX-XXXX-XXXX-XXXX" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={24} />
        </FormField>
        <Button type="submit" variant="primary">
          查验
        </Button>
      </Form>
      {parsed?.success ? <Lookup key={parsed.data} code={parsed.data} /> : parsed ? <Invalid role="alert">验证码无效</Invalid> : null}
    </PageSection>
  );
}

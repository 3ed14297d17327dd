import { styled } from 'styled-components';
import { formatVerifyCode } from '@scf/api/contract';
import { Tag, cssVar } from '@scf/ui';
import type { SignatureCheck } from './use-signature-checks';

const Code = styled.small`
  margin-left: 8px;
  color: ${cssVar('textSecondaryColor')};
`;

/** 签名有效 / 签名无效 of one hop, as this browser checked it against the signer's certificate, with the step's 验证码. */
export function SignatureCheckText({ check }: { check: SignatureCheck }) {
  if (check.state === 'checking') return <span>正在验证签名…</span>;
  if (check.state === 'missing') return <span>无签名存证</span>;
  return (
    <span>
      {check.state === 'valid' ? <Tag tone="success">签名有效</Tag> : <Tag tone="danger">签名无效</Tag>}
      <Code>验证码 {formatVerifyCode(check.step.verifyCode)}</Code>
    </span>
  );
}

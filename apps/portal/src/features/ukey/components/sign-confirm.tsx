import { styled } from 'styled-components';
import { useSigningState } from '@scf/signing/react';
import { Button } from '@scf/ui';

const Original = styled.pre`
  white-space: pre-wrap;
  word-break: break-all;
  padding: 12px;
  background: #f7f8fa;
  border-radius: 4px;
`;

/** Whether the signing flow named `label` waits on this page for 确认签名. */
export function useInlineOriginal(label: string): string | undefined {
  const { flow } = useSigningState();
  return flow?.label === label && flow.phase.kind === 'confirm' ? flow.phase.original : undefined;
}

/**
 * 签名确认 on the page (a key operation signed inline, not in the signing dialog): the original the key will sign,
 * which key signs it, and 确认签名 / 取消.
 */
export function SignConfirm({ label, keyCode }: { label: string; keyCode: string }) {
  const { confirm, cancel } = useSigningState();
  const original = useInlineOriginal(label);
  if (original === undefined) return null;
  return (
    <section aria-label="签名确认">
      <h2>签名确认</h2>
      <p>请核对以下原文，确认后将使用印刷号 {keyCode} 的Ukey签名：</p>
      <Original>{original}</Original>
      <Button variant="primary" onClick={confirm}>
        确认签名
      </Button>{' '}
      <Button onClick={cancel}>取消</Button>
    </section>
  );
}

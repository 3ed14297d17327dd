import { styled } from 'styled-components';
import { VERIFY_CHECK_LABEL } from '@scf/api/contract';
import type { TradeInvoice } from '@scf/api/contract';
import { VerifyTag } from './verify-tag';

const Panel = styled.section<{ $ok: boolean }>`
  margin: 0 0 16px;
  padding: 12px 16px;
  max-width: 880px;
  border-radius: 4px;
  border: 1px solid ${(p) => (p.$ok ? '#b7eb8f' : '#ffccc7')};
  background: ${(p) => (p.$ok ? '#f6ffed' : '#fff2f0')};
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li[data-passed='false'] {
    color: #cf1322;
  }
`;

/** The verdict of 查验 on save: the state and each of the five checks with what it found. */
export function VerifyResult({ invoice }: { invoice: TradeInvoice }) {
  const ok = invoice.verifyStatus === 'VERIFIED';
  return (
    <Panel $ok={ok} role="status" aria-label="查验结果">
      <h2>
        发票{invoice.number}查验结果 <VerifyTag status={invoice.verifyStatus} />
      </h2>
      <ul>
        {invoice.checks.map((k) => (
          <li key={k.check} data-passed={String(k.passed)}>
            {VERIFY_CHECK_LABEL[k.check]}：{k.passed ? '通过' : '不通过'}，{k.message}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

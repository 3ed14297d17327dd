import { styled } from 'styled-components';
import { VERIFY_REASON_LABEL, VERIFY_STATUS_LABEL } from '@scf/api/contract';
import type { VerifyStatus } from '@scf/api/contract';
import { Tag } from '@scf/ui';
import { verifyTone } from '../api/trade-labels';

const Reason = styled.span`
  display: block;
  margin-top: 2px;
  color: #cf1322;
  font-size: 12px;
  line-height: 1.4;
`;

/**
 * An invoice's 查验 state: 查验通过 in green; 查验不通过 in red with its reason and code on the line below (read as one
 * text: 查验不通过：查无此票（NOT_FOUND）).
 */
export function VerifyTag({ status }: { status: VerifyStatus }) {
  if (status === 'VERIFIED' || status === 'UNVERIFIED') return <Tag tone={verifyTone(status)}>{VERIFY_STATUS_LABEL[status]}</Tag>;
  return (
    <span>
      <Tag tone="danger">{VERIFY_STATUS_LABEL[status]}：</Tag>
      <Reason>
        {VERIFY_REASON_LABEL[status]}（{status}）
      </Reason>
    </span>
  );
}

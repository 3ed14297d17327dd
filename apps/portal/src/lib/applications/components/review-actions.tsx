import { useState } from 'react';
import { styled } from 'styled-components';
import { SIGNING_ORIGINALS, approvalOriginalOf } from '@scf/api/contract';
import type { SigningBusinessType } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { Button } from '@scf/ui';
import { applicationCalls } from '../api/application-calls';
import { ApproveButton } from './approve-button';
import { CancelDialog } from './cancel-dialog';
import { OpinionAction } from './opinion-action';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

export interface ReviewActionsProps {
  detail: ApplicationDetail;
  /** After an action succeeded (back to the queue). */
  onDone: () => void;
  /** 编辑 of a draft or returned issue application, where the screen has the form. */
  onEdit?: (appNo: string) => void;
}

/**
 * Exactly the buttons the server says the caller may press now (`actions` of the contract), in the order a reviewer
 * reads them; with none, the application is someone else's move.
 */
/** The original 同意 signs: the one the server names for this step, else the type's usual one. */
function approveOriginalOf(detail: ApplicationDetail): SigningBusinessType {
  const named = detail.approveOriginal;
  return named && named in SIGNING_ORIGINALS ? (named as SigningBusinessType) : approvalOriginalOf(detail.bizType);
}

export function ReviewActions({ detail, onDone, onEdit }: ReviewActionsProps) {
  const [cancelling, setCancelling] = useState<string | null>(null);
  const { appNo, actions } = detail;
  const can = (a: ApplicationDetail['actions'][number]) => actions.includes(a);
  // A sign-for application acts on its one credit: 签收 / 拒签 decide it again after the director returned it. A transfer
  // or a return is decided on the application by the counterparty's operator (签收 / 拒签, 确认 / 拒收).
  const creditNo = detail.credits[0]?.credit.creditNo;
  const words = detail.bizType === 'RETURN' ? { accept: '确认', refuse: '拒收' } : { accept: '签收', refuse: '拒签' };
  const decide = (decision: 'ACCEPT' | 'REFUSE') => (comment: string) =>
    detail.bizType === 'SIGN' ? applicationCalls.signFor(creditNo ?? '', decision, comment) : applicationCalls.decide(appNo, decision, comment);
  if (actions.length === 0) return <p>当前无可办理的操作。</p>;
  // The bank's step of a 兑付确认: 确认收款 with its key, or 未收到款项 with 意见.
  const receipt = detail.bizType === 'CASH_CONFIRM' && detail.status === 'PENDING_CP_APPROVAL';
  return (
    <Bar role="group" aria-label="审批操作">
      {can('APPROVE') ? <ApproveButton appNo={appNo} onDone={onDone} original={approveOriginalOf(detail)} receipt={receipt} /> : null}
      {can('ACCEPT') && creditNo ? (
        <OpinionAction label={words.accept} variant="primary" required={false} call={decide('ACCEPT')} done={`已${words.accept}，待主管复核`} onDone={onDone} />
      ) : null}
      {can('REFUSE') && creditNo ? <OpinionAction label={words.refuse} call={decide('REFUSE')} done={`已${words.refuse}，待主管复核`} onDone={onDone} /> : null}
      {can('RETURN') ? (
        <OpinionAction label="退回" description="退回后由经办修改或撤销。" call={(c) => applicationCalls.return(appNo, c)} done="已退回" onDone={onDone} />
      ) : null}
      {can('REJECT') && receipt ? (
        <OpinionAction
          label="未收到款项"
          description="确认未收到该笔兑付款项，申请终止，凭证仍待兑付。"
          call={(c) => applicationCalls.notReceived(appNo, c)}
          done="已反馈未收到款项"
          onDone={onDone}
        />
      ) : null}
      {can('REJECT') && !receipt ? (
        <OpinionAction label="拒绝" description="拒绝后申请终止，不可再提交。" call={(c) => applicationCalls.reject(appNo, c)} done="已拒绝" onDone={onDone} />
      ) : null}
      {can('EDIT') && onEdit ? <Button onClick={() => onEdit(appNo)}>编辑</Button> : null}
      {can('CANCEL') ? <Button onClick={() => setCancelling(appNo)}>撤销申请</Button> : null}
      <CancelDialog appNo={cancelling} onClose={() => setCancelling(null)} onDone={onDone} />
    </Bar>
  );
}

import { useState } from 'react';
import { styled } from 'styled-components';
import { absEndpoints, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Button, useToast } from '@scf/ui';
import { CancelDialog, OpinionAction, applicationCalls } from '../../../lib/applications';
import { useBusy } from '../../../lib/write';
import { absTransferCalls } from '../api/abs-transfer-calls';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

/**
 * A signed step over the transfer's CONTRACT_SIGN original: the supplier director's 同意 (应收账款转让申请书 + 转让通知书,
 * the generic approve) or the factor's product manager's 同意受让 (转让通知书会签 + 应收账款转让合同, `fiApprove`). A
 * refusal stays in the signing dialog.
 */
function SignStep({ appNo, accept, onDone }: { appNo: string; accept: boolean; onDone: (message: string) => void }) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const { busy, run } = useBusy();
  const label = accept ? '同意受让' : '同意';
  const sign = () =>
    run(async () => {
      const outcome = accept
        ? await signedCall('CONTRACT_SIGN', [appNo], absEndpoints.fiApprove, (body) => ({ params: { appNo }, body }))
        : await signedCall('CONTRACT_SIGN', [appNo], creditEndpoints.approve, (body) => ({ params: { appNo }, body }));
      if (outcome.code === 0) onDone(accept ? `已同意受让，申请${appNo}的转让价款已支付` : `已同意申请${appNo}，待金融机构审批`);
      else toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，申请未处理' : `未能${label}：${outcome.description.message}`);
    });
  return (
    <Button variant="primary" loading={busy} onClick={() => void sign()}>
      {label}
    </Button>
  );
}

/**
 * The buttons of the caller's step on a transfer (the server's `actions`): supplier director 同意 (signed) / 拒绝; the
 * factor's client manager 审核通过 / 拒绝; its product manager 同意受让 (signed) / 拒绝; the operator's 撤销申请 while 待复核.
 */
export function TransferActions({ detail, onDone }: { detail: ApplicationDetail; onDone: () => void }) {
  const toast = useToast();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const { appNo, status, actions } = detail;
  const can = (a: ApplicationDetail['actions'][number]) => actions.includes(a);
  const factorStep = status === 'PENDING_FI' || status === 'PENDING_FINAL';
  const done = (message: string) => {
    toast.success(message);
    onDone();
  };
  if (actions.length === 0) return <p>当前无可办理的操作。</p>;
  return (
    <Bar role="group" aria-label="审批操作">
      {can('APPROVE') && status === 'PENDING_REVIEW' ? <SignStep appNo={appNo} accept={false} onDone={done} /> : null}
      {can('APPROVE') && status === 'PENDING_FINAL' ? <SignStep appNo={appNo} accept onDone={done} /> : null}
      {can('ACCEPT') && status === 'PENDING_FI' ? (
        <OpinionAction
          label="审核通过"
          variant="primary"
          required={false}
          description="已核对发票、中登网登记与异议情况，提交产品经理受让。"
          call={(c) => absTransferCalls.fiPass(appNo, c)}
          done={`申请${appNo}已审核通过，待受让`}
          onDone={onDone}
        />
      ) : null}
      {can('REJECT') ? (
        <OpinionAction
          label="拒绝"
          description="拒绝后申请终止，应收账款恢复为已确权。"
          call={(c) => (factorStep ? absTransferCalls.fiReject(appNo, c) : applicationCalls.reject(appNo, c))}
          done={`申请${appNo}已拒绝`}
          onDone={onDone}
        />
      ) : null}
      {can('CANCEL') ? <Button onClick={() => setCancelling(appNo)}>撤销申请</Button> : null}
      <CancelDialog appNo={cancelling} onClose={() => setCancelling(null)} onDone={onDone} />
    </Bar>
  );
}

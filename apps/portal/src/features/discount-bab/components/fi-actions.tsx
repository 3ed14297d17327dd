import { styled } from 'styled-components';
import { babEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Button, useToast } from '@scf/ui';
import { OpinionAction } from '../../../lib/applications';
import { useBusy } from '../../../lib/write';
import { babCalls } from '../api/bab-calls';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

/** 承兑: the bank's product manager signs BAB_APPROVE; the refusal stays in the signing dialog. */
function AcceptButton({ appNo, onDone }: { appNo: string; onDone: (message: string) => void }) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const { busy, run } = useBusy();
  const accept = () =>
    run(async () => {
      const outcome = await signedCall('BAB_APPROVE', [appNo], babEndpoints.fiApprove, (body) => ({ params: { appNo }, body }));
      if (outcome.code === 0) onDone(`已承兑申请${appNo}，票据已承兑待交付`);
      else toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，申请未处理' : `未能承兑：${outcome.description.message}`);
    });
  return (
    <Button variant="primary" loading={busy} onClick={() => void accept()}>
      承兑
    </Button>
  );
}

/**
 * The bank's buttons on a 银承出票 (the server's `actions`): the client manager's 审核通过 (→ 待承兑终审) and 驳回; the
 * product manager's 承兑 (signed) and 驳回.
 */
export function FiActions({ detail, onDone }: { detail: ApplicationDetail; onDone: () => void }) {
  const toast = useToast();
  const { appNo, status, actions } = detail;
  const can = (a: ApplicationDetail['actions'][number]) => actions.includes(a);
  const done = (message: string) => {
    toast.success(message);
    onDone();
  };
  if (actions.length === 0) return <p>当前无可办理的操作。</p>;
  return (
    <Bar role="group" aria-label="审批操作">
      {can('APPROVE') && status === 'PENDING_FUNDING' ? <AcceptButton appNo={appNo} onDone={done} /> : null}
      {can('ACCEPT') && status === 'PENDING_FI' ? (
        <OpinionAction
          label="审核通过"
          variant="primary"
          required={false}
          description="已核对出票人承兑额度、保证金与贸易背景，提交产品经理承兑。"
          call={(c) => babCalls.fiPass(appNo, c)}
          done={`申请${appNo}已审核通过，待承兑终审`}
          onDone={onDone}
        />
      ) : null}
      {can('REJECT') ? (
        <OpinionAction
          label="驳回"
          description="驳回后申请终止，释放出票人的承兑额度。"
          call={(c) => babCalls.fiReject(appNo, c)}
          done={`申请${appNo}已驳回`}
          onDone={onDone}
        />
      ) : null}
    </Bar>
  );
}

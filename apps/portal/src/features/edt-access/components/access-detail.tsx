import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtAccess } from '@scf/api/contract';
import { AppStatusTag, FlowTimeline, formatBusinessDateTime } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';
import { DetailFrame, OpinionAction, ReviewActions } from '../../../lib/applications';
import { edtAccessCalls } from '../api/edt-calls';
import { AccessFacts } from './access-facts';

const Bar = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 16px;
`;

export interface AccessDetailProps {
  access: EdtAccess;
  /** Back to the list, after an action too. */
  onBack: () => void;
}

/** The EAC application's head: no amount and no credits (an access has neither), who applied and where it stands. */
function AccessApplication({ detail, side }: { detail: ApplicationDetail; side: 'initiator' | 'counterparty' }) {
  return (
    <Descriptions
      title="申请信息"
      columns={3}
      items={[
        { label: '申请编号', value: detail.appNo },
        { label: '状态', value: <AppStatusTag status={detail.status} side={side} bizType={detail.bizType} /> },
        { label: '经办人', value: detail.creator.personName },
        { label: '提交时间', value: formatBusinessDateTime(detail.businessDate, detail.createdAt) },
        ...(detail.comment ? [{ label: '最新意见', value: detail.comment, span: 2 }] : []),
      ]}
    />
  );
}

/** One access with its application: the head, the facts, the 流转记录 and the actions of the side reading it. */
function AccessDetailFrame({
  access,
  onBack,
  side,
  actions,
}: AccessDetailProps & { side: 'initiator' | 'counterparty'; actions: (d: ApplicationDetail) => ReactNode }) {
  const { data: detail, error, isLoading, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo: access.appNo } });
  return (
    <DetailFrame title={`准入详情 ${access.appNo}`} what="准入详情" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {detail ? <AccessApplication detail={detail} side={side} /> : null}
      <AccessFacts access={access} />
      {detail ? (
        <>
          <h3>流转记录</h3>
          <FlowTimeline records={detail.flow} />
          {actions(detail)}
        </>
      ) : null}
    </DetailFrame>
  );
}

/**
 * One access as the supplier reads it, with exactly the buttons the server allows (the application kit's
 * ReviewActions): the director's 同意 signs CONTRACT_SIGN over 《e订通业务合作协议》, 退回 with 意见, the operator's 撤销申请.
 */
export function SupplierAccessDetail({ access, onBack }: AccessDetailProps) {
  return <AccessDetailFrame access={access} onBack={onBack} side="initiator" actions={(d) => <ReviewActions detail={d} onDone={onBack} />} />;
}

/**
 * 准入审核 (the bank's client manager): while the access waits for the bank (待金融机构审核), 通过 (意见 optional) and
 * 拒绝 (意见 required) — `accessPass` / `accessReject`.
 */
export function BankAccessDetail({ access, onBack }: AccessDetailProps) {
  return (
    <AccessDetailFrame
      access={access}
      onBack={onBack}
      side="counterparty"
      actions={() =>
        access.status === 'PENDING_FI' ? (
          <Bar role="group" aria-label="审核操作">
            <OpinionAction
              label="通过"
              variant="primary"
              required={false}
              description="通过后准入成功，有效期一年。"
              call={(c) => edtAccessCalls.pass(access.appNo, c)}
              done={`已通过准入申请${access.appNo}`}
              onDone={onBack}
            />
            <OpinionAction
              label="拒绝"
              description="拒绝后准入申请终止。"
              call={(c) => edtAccessCalls.reject(access.appNo, c)}
              done={`已拒绝准入申请${access.appNo}`}
              onDone={onBack}
            />
          </Bar>
        ) : (
          <p>当前无可办理的操作。</p>
        )
      }
    />
  );
}

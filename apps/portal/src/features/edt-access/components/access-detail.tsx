import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { EdtAccess } from '@scf/api/contract';
import { FlowTimeline } from '@scf/finance-widgets';
import { ApplicationReview, ApplicationSummary, DetailFrame, OpinionAction } from '../../../lib/applications';
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

/**
 * One access as the supplier reads it: the application kit's review (the director's 同意 signs CONTRACT_SIGN over
 * 《e订通业务合作协议》, 退回 with 意见, the operator's 撤销申请 — exactly the buttons the server allows) with the access's facts.
 */
export function SupplierAccessDetail({ access, onBack }: AccessDetailProps) {
  return <ApplicationReview appNo={access.appNo} onBack={onBack} part={() => <AccessFacts access={access} />} />;
}

/**
 * 准入审核 (the bank's client manager): the application with the access's facts and, while it waits for the bank
 * (待金融机构审核), 通过 (意见 optional) and 拒绝 (意见 required) — `accessPass` / `accessReject`.
 */
export function BankAccessDetail({ access, onBack }: AccessDetailProps) {
  const { data: detail, error, isLoading, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo: access.appNo } });
  return (
    <DetailFrame title={`准入详情 ${access.appNo}`} what="准入详情" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {detail ? <ApplicationSummary detail={detail} /> : null}
      <AccessFacts access={access} />
      {detail ? (
        <>
          <h3>流转记录</h3>
          <FlowTimeline records={detail.flow} />
        </>
      ) : null}
      {access.status === 'PENDING_FI' ? (
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
      )}
    </DetailFrame>
  );
}

import type { ReactNode } from 'react';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { FlowTimeline } from '@scf/finance-widgets';
import { AppCreditsTable } from './app-credits-table';
import { ApplicationSummary } from './application-summary';
import { IssueLinesTable } from './issue-lines-table';
import { ReviewActions } from './review-actions';
import { SplitPreviewTable } from './split-preview-table';
import { DetailFrame } from './detail-frame';

/** The flows that move a part of each credit to the counterparty (transfer, return): their review shows the split. */
const SPLITS = new Set(['TRANSFER', 'RETURN']);

export interface ApplicationReviewProps {
  appNo: string;
  /** 返回列表, and where an action ends. */
  onBack: () => void;
  /** The back link's text. */
  backLabel?: string;
  onEdit?: (appNo: string) => void;
  /** What a business type shows beside the credits (financing: the calculation and the invoices). */
  aside?: (detail: ApplicationDetail) => ReactNode;
}

/**
 * One application as its reviewer reads it (every review screen and the todo page): the head with parties and
 * accounts, each issue line or credit with its amount, the total in 大写, the 流转记录, and the actions the server
 * allows the caller now (同意 signs; 退回 and 拒绝 need 意见).
 */
export function ApplicationReview({ appNo, onBack, backLabel = '返回列表', onEdit, aside }: ApplicationReviewProps) {
  const { data: detail, error, isLoading, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo } });
  return (
    <DetailFrame
      title={`申请详情 ${appNo}`}
      what="申请详情"
      onBack={onBack}
      backLabel={backLabel}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
    >
      {detail ? (
        <>
          <ApplicationSummary detail={detail} />
          <h3>{detail.bizType === 'ISSUE' ? '开立明细' : SPLITS.has(detail.bizType) ? '拆分预览' : '凭证明细'}</h3>
          {detail.bizType === 'ISSUE' ? (
            <IssueLinesTable lines={detail.lines} />
          ) : SPLITS.has(detail.bizType) ? (
            <SplitPreviewTable detail={detail} />
          ) : (
            <AppCreditsTable credits={detail.credits} />
          )}
          {aside ? aside(detail) : null}
          <h3>流转记录</h3>
          <FlowTimeline records={detail.flow} />
          <ReviewActions detail={detail} onDone={onBack} onEdit={onEdit} />
        </>
      ) : null}
    </DetailFrame>
  );
}

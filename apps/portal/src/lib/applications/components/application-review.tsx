import type { ReactNode } from 'react';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, BizType } from '@scf/api/contract';
import { FlowTimeline } from '@scf/finance-widgets';
import { AppCreditsTable } from './app-credits-table';
import { ApplicationSummary } from './application-summary';
import { ReviewActions } from './review-actions';
import { DetailFrame } from './detail-frame';

/**
 * What a business type shows between the application's head and its flow records: the issue lines, the split
 * preview, a financing's calculation… A screen passes its type's part; a product's review screen is its queue and
 * its part (`reviewScreen('TRANSFER', { part: splitPart })`).
 */
export type ApplicationPart = (detail: ApplicationDetail) => ReactNode;

/** The part of an application that acts on whole credits (withdraw, recycle, sign-for, financing): 凭证明细. */
export const creditsPart: ApplicationPart = (detail) => (
  <>
    <h3>凭证明细</h3>
    <AppCreditsTable credits={detail.credits} />
  </>
);

/** One part for applications of several types: each type's own from `parts`, the credits acted on for the rest. */
export const partByType =
  (parts: Partial<Record<BizType, ApplicationPart>>): ApplicationPart =>
  (detail) =>
    (parts[detail.bizType] ?? creditsPart)(detail);

/** The credits it acts on, then what the business type adds (financing: its calculation and invoices). */
export const creditsAnd =
  (more: ApplicationPart): ApplicationPart =>
  (detail) => (
    <>
      {creditsPart(detail)}
      {more(detail)}
    </>
  );

export interface ApplicationReviewProps {
  appNo: string;
  /** 返回列表, and where an action ends. */
  onBack: () => void;
  /** The back link's text. */
  backLabel?: string;
  onEdit?: (appNo: string) => void;
  /** The business type's body (default: the credits it acts on). */
  part?: ApplicationPart;
}

/**
 * One application as its reviewer reads it (every review screen and the todo page): the head with parties and
 * accounts, each issue line or credit with its amount, the total in 大写, the 流转记录, and the actions the server
 * allows the caller now (同意 signs; 退回 and 拒绝 need 意见).
 */
export function ApplicationReview({ appNo, onBack, backLabel = '返回列表', onEdit, part = creditsPart }: ApplicationReviewProps) {
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
          {part(detail)}
          <h3>流转记录</h3>
          <FlowTimeline records={detail.flow} />
          <ReviewActions detail={detail} onDone={onBack} onEdit={onEdit} />
        </>
      ) : null}
    </DetailFrame>
  );
}

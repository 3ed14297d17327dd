import { useState } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { AmountWithCapital, AppStatusTag, FlowTimeline, formatBusinessDateTime } from '@scf/finance-widgets';
import { Button, DataTable, Descriptions } from '@scf/ui';
import { ApproveButton, CancelDialog, DetailFrame, OpinionAction, applicationCalls } from '../../../lib/applications';
import { failureMessage } from '../../../lib/write';
import { useBatchReceivables, useRefreshAbs } from '../api/abs-calls';
import { receivableColumns } from './receivable-columns';
import { ReceivableDetail } from './receivable-detail';
import type { AbsReceivable } from '@scf/api/contract';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

function BatchReceivables({ detail }: { detail: ApplicationDetail }) {
  // A batch waiting for its director holds 待确权 payables; one returned holds them 待提交 until 撤销.
  const read = useBatchReceivables(detail.appNo, detail.status === 'RETURNED' ? 'DRAFT' : 'PENDING_CONFIRM');
  const [open, setOpen] = useState<AbsReceivable | null>(null);
  return (
    <>
      <DataTable
        label="应付账款明细"
        columns={receivableColumns('DEBTOR', setOpen)}
        rows={read.rows}
        total={read.rows.length}
        rowKey={(r) => r.receivableNo}
        page={1}
        size={Math.max(read.rows.length, 10)}
        onPageChange={() => undefined}
        loading={read.isLoading}
        error={read.error ? failureMessage(read.error) : undefined}
        onRetry={() => void read.mutate()}
        emptyText="暂无应付账款明细"
      />
      {open ? <ReceivableDetail receivable={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/**
 * One 应付账款登记 batch (APR, domain-lines.md §18.3) as the core reads it: the head, every payable of the batch, the
 * 流转记录 and what the caller may do now — the director's 同意 signs the batch's one 应付账款确认函 (CONTRACT_SIGN with
 * the application number; the payables become 已确权), 退回 and 拒绝 with 意见; the operator's 撤销 of a returned batch.
 */
export function BatchReview({ appNo, onBack }: { appNo: string; onBack: () => void }) {
  const { data: detail, error, isLoading, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo } });
  const refresh = useRefreshAbs();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const after = () => {
    void refresh();
    onBack();
  };
  const can = (a: ApplicationDetail['actions'][number]) => detail?.actions.includes(a) ?? false;
  return (
    <DetailFrame title={`应付账款确权 ${appNo}`} what="申请详情" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {detail ? (
        <>
          <Descriptions
            title="申请信息"
            items={[
              { label: '申请编号', value: detail.appNo },
              { label: '状态', value: <AppStatusTag status={detail.status} bizType={detail.bizType} /> },
              { label: '债务人', value: detail.applicant.corpName },
              { label: '经办人', value: detail.creator.personName },
              { label: '提交时间', value: formatBusinessDateTime(detail.businessDate, detail.createdAt) },
              { label: '应付账款金额合计', value: <AmountWithCapital value={detail.amount} label="应付账款金额合计" />, span: 3 },
              ...(detail.comment ? [{ label: '最新意见', value: detail.comment, span: 3 }] : []),
            ]}
          />
          <h3>应付账款明细</h3>
          <BatchReceivables detail={detail} />
          <h3>流转记录</h3>
          <FlowTimeline records={detail.flow} />
          {detail.actions.length === 0 ? (
            <p>当前无可办理的操作。</p>
          ) : (
            <Bar role="group" aria-label="审批操作">
              {can('APPROVE') ? <ApproveButton appNo={appNo} original="CONTRACT_SIGN" onDone={after} /> : null}
              {can('RETURN') ? (
                <OpinionAction
                  label="退回"
                  description="退回后应付账款恢复为待提交，由经办撤销。"
                  call={(c) => applicationCalls.return(appNo, c)}
                  done={`申请${appNo}已退回`}
                  onDone={after}
                />
              ) : null}
              {can('REJECT') ? (
                <OpinionAction
                  label="拒绝"
                  description="拒绝后申请终止，应付账款作废，占用的发票释放。"
                  call={(c) => applicationCalls.reject(appNo, c)}
                  done={`申请${appNo}已拒绝`}
                  onDone={after}
                />
              ) : null}
              {can('CANCEL') ? <Button onClick={() => setCancelling(appNo)}>撤销</Button> : null}
              <CancelDialog appNo={cancelling} onClose={() => setCancelling(null)} onDone={after} />
            </Bar>
          )}
        </>
      ) : null}
    </DetailFrame>
  );
}

import { useState } from 'react';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtFinance } from '@scf/api/contract';
import { AmountWithCapital, FlowTimeline, formatBusinessDateTime } from '@scf/finance-widgets';
import { Button, Descriptions, Tag, useToast } from '@scf/ui';
import type { DescriptionItem } from '@scf/ui';
import { styled } from 'styled-components';
import { CancelDialog, DetailFrame, OpinionAction, applicationCalls } from '../../../lib/applications';
import { useFinances, useRefreshEdt } from '../api/edt-chain-calls';
import { PAYMENT_MODE_LABEL, financeStatusLabel, financeStatusTone } from '../api/edt-chain-labels';
import { EdtSignButton } from './sign-button';
import { GiveUpButton } from './give-up-dialog';
import { RepayPart } from './repay-part';
import { useAuth } from '../../../lib/auth';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

function summaryItems(detail: ApplicationDetail, finance: EdtFinance | undefined): DescriptionItem[] {
  const status = finance ? financeStatusLabel(finance, detail.status) : financeStatusLabel({ loan: null }, detail.status);
  return [
    { label: '申请编号', value: detail.appNo },
    { label: '状态', value: <Tag tone={financeStatusTone(finance ?? { loan: null }, detail.status)}>{status}</Tag> },
    { label: '订单编号', value: finance?.orderNo ?? '' },
    { label: '申请企业', value: detail.applicant.corpName },
    { label: '经办人', value: detail.creator.personName },
    { label: '提交时间', value: formatBusinessDateTime(detail.businessDate, detail.createdAt) },
    { label: '资金方', value: detail.counterparty?.corpName ?? finance?.fi.corpName ?? '' },
    { label: '年利率', value: finance?.annualRate ?? '' },
    { label: '融资到期日', value: finance?.dueDate ?? '' },
    { label: '融资金额', value: <AmountWithCapital value={detail.amount} label="融资金额" />, span: 2 },
    { label: '收款方式', value: PAYMENT_MODE_LABEL[finance?.payMode ?? 'SELF'] },
    ...(finance?.payee
      ? [
          { label: '收款方', value: finance.payee.name },
          { label: '收款账号', value: finance.payee.accountNo },
          { label: '采购合同编号', value: finance.payee.contractNo },
        ]
      : []),
    ...(finance?.materials.length ? [{ label: '融资资料', value: finance.materials.map((m) => m.label).join('；'), span: 3 }] : []),
    ...(detail.comment ? [{ label: '最新意见', value: detail.comment, span: 3 }] : []),
  ];
}

function PlanPart({ plan }: { plan: NonNullable<EdtFinance['plan']> }) {
  return (
    <Descriptions
      title="融资方案"
      items={[
        { label: '批准金额', value: <AmountWithCapital value={plan.amount} label="批准金额" />, span: 2 },
        { label: '年利率', value: plan.annualRate },
        { label: '融资到期日', value: plan.dueDate },
      ]}
    />
  );
}

/**
 * One 订单融资 as the supplier's director reads it (domain-lines.md §19.5): the terms, the bank's plan once offered,
 * the 流转记录, and the step's actions — the director's 同意 (signed) and 退回 / 拒绝 while 待复核, 接受方案 (signed) and 放弃
 * on a plan; the operator's 撤销申请 of one pending or returned; once funded, the director's 主动还款 / 提前还款.
 */
export function FinanceReview({ appNo, onBack }: { appNo: string; onBack: () => void }) {
  const { data: detail, error, isLoading, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo } });
  const finance = useFinances().data?.find((f) => f.appNo === appNo);
  const refresh = useRefreshEdt();
  const toast = useToast();
  const after = () => {
    void refresh();
    onBack();
  };
  const done = (message: string) => {
    toast.success(message);
    after();
  };
  const [cancelling, setCancelling] = useState<string | null>(null);
  const can = (a: ApplicationDetail['actions'][number]) => detail?.actions.includes(a) ?? false;
  const reviewing = detail?.status === 'PENDING_REVIEW';
  const planned = detail?.status === 'PLAN_OFFERED';
  const director = useAuth().role?.currentRole === 'ROLE_DIRECTOR';
  const openLoan = finance?.loan && finance.loan.status !== 'REPAID' ? finance.loan : null;
  return (
    <DetailFrame title={`申请详情 ${appNo}`} what="申请详情" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {detail ? (
        <>
          <Descriptions title="融资申请" items={summaryItems(detail, finance)} />
          {finance?.plan ? <PlanPart plan={finance.plan} /> : null}
          {director && openLoan ? <RepayPart loan={openLoan} onDone={done} /> : null}
          <h3>流转记录</h3>
          <FlowTimeline records={detail.flow} />
          {can('APPROVE') || can('RETURN') || can('REJECT') || can('CANCEL') ? (
            <Bar role="group" aria-label="审批操作">
              {can('APPROVE') && reviewing ? <EdtSignButton appNo={appNo} original="ORDER_LOAN_APPLY_ASSEMBLE_EXIST" onDone={done} /> : null}
              {can('APPROVE') && planned ? <EdtSignButton appNo={appNo} original="ORDER_LOAN_APPLY_ASSEMBLE_EDIT" onDone={done} /> : null}
              {can('RETURN') && reviewing ? (
                <OpinionAction
                  label="退回"
                  description="退回后由经办修改或撤销，冻结的授信额度释放。"
                  call={(c) => applicationCalls.return(appNo, c)}
                  done={`申请${appNo}已退回`}
                  onDone={after}
                />
              ) : null}
              {can('REJECT') && reviewing ? (
                <OpinionAction
                  label="拒绝"
                  description="拒绝后申请终止，不可再提交。"
                  call={(c) => applicationCalls.reject(appNo, c)}
                  done={`申请${appNo}已拒绝`}
                  onDone={after}
                />
              ) : null}
              {can('REJECT') && planned ? <GiveUpButton appNo={appNo} onDone={done} /> : null}
              {can('CANCEL') ? <Button onClick={() => setCancelling(appNo)}>撤销申请</Button> : null}
              <CancelDialog appNo={cancelling} onClose={() => setCancelling(null)} onDone={after} />
            </Bar>
          ) : (
            <p>当前无可办理的操作。</p>
          )}
        </>
      ) : null}
    </DetailFrame>
  );
}

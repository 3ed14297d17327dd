import { useState } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtFinance } from '@scf/api/contract';
import { AmountWithCapital, FlowTimeline } from '@scf/finance-widgets';
import { useSignedCall } from '@scf/signing/react';
import { Button, Descriptions, useToast } from '@scf/ui';
import { ApplicationSummary, DetailFrame, OpinionAction, useLedgerAction } from '../../../lib/applications';
import { useAuth } from '../../../lib/auth';
import { useBusinessDate } from '../../../lib/business-date';
import { FormAlert } from '../../../lib/page';
import { useBusy } from '../../../lib/write';
import { edtCoreCalls } from '../api/edt-core-calls';
import { useRefreshEdt } from '../api/use-edt-core';
import { PlanDialog } from './plan-dialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

/** The financing's terms as applied for, and the bank's plan once offered. */
function FinanceFacts({ finance: f }: { finance: EdtFinance }) {
  return (
    <Descriptions
      title="融资信息"
      columns={3}
      emptyValue="—"
      items={[
        { label: '订单编号', value: f.orderNo },
        { label: '供应商', value: f.supplier.corpName },
        { label: '资金方', value: f.fi.corpName },
        { label: '融资金额', value: <AmountWithCapital value={f.amount} label="融资金额" /> },
        { label: '年利率', value: f.annualRate },
        { label: '到期日', value: f.dueDate },
        ...(f.plan
          ? [
              { label: '批准金额', value: <AmountWithCapital value={f.plan.amount} label="批准金额" /> },
              { label: '方案年利率', value: f.plan.annualRate },
              { label: '方案到期日', value: f.plan.dueDate },
            ]
          : []),
      ]}
    />
  );
}

/**
 * The bank's buttons of the financing flow (edt-finance.flows.ts) for the step the application is at and the caller's
 * role: the client manager 审核通过 / 拒绝 (待金融机构审核); the product manager 出具融资方案, 按申请审批 (signs
 * ORDER_LOAN_APPLY_FINAL_APPROVE with the key) or 拒绝 (待终审), and 放款 (待放款).
 */
function FinanceActions({ detail, finance, onDone }: { detail: ApplicationDetail; finance: EdtFinance | undefined; onDone: () => void }) {
  const role = useAuth().role?.currentRole ?? '';
  const businessDate = useBusinessDate();
  const signedCall = useSignedCall();
  const toast = useToast();
  const refresh = useRefreshEdt();
  const signing = useBusy();
  const action = useLedgerAction();
  const [planning, setPlanning] = useState(false);
  const { appNo, status } = detail;
  const done = () => {
    void refresh();
    onDone();
  };
  const reject = (
    <OpinionAction
      label="拒绝"
      description="拒绝后融资申请终止，冻结的授信额度释放。"
      call={(c) => edtCoreCalls.rejectFinance(appNo, c)}
      done="已拒绝"
      onDone={done}
    />
  );

  const finalApprove = () =>
    signing.run(async () => {
      const outcome = await signedCall('ORDER_LOAN_APPLY_FINAL_APPROVE', [appNo], edtEndpoints.financeFinalApprove, (body) => ({ params: { appNo }, body }));
      if (outcome.code === 0) {
        toast.success(`已按申请审批${appNo}，待放款`);
        done();
      } else toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，申请未处理' : `未能审批：${outcome.description.message}`);
    });

  if (role === 'ROLE_CLIENT_MANAGER' && status === 'PENDING_FI')
    return (
      <Bar role="group" aria-label="审批操作">
        <OpinionAction label="审核通过" variant="primary" required={false} call={(c) => edtCoreCalls.pass(appNo, c)} done="已审核通过，待终审" onDone={done} />
        {reject}
      </Bar>
    );
  if (role === 'ROLE_PRODUCT_MANAGER' && status === 'PENDING_FINAL')
    return (
      <Bar role="group" aria-label="审批操作">
        <Button
          onClick={() => {
            action.begin();
            setPlanning(true);
          }}
          disabled={!finance || !businessDate}
        >
          出具融资方案
        </Button>
        <Button variant="primary" loading={signing.busy} onClick={() => void finalApprove()}>
          按申请审批
        </Button>
        {reject}
        {planning && finance && businessDate ? (
          <PlanDialog
            finance={finance}
            businessDate={businessDate}
            busy={action.busy}
            error={action.error}
            onCancel={() => setPlanning(false)}
            onConfirm={(body) =>
              void action.run(edtCoreCalls.plan(appNo, body), '已出具融资方案，待供应商确认').then((ok) => {
                if (!ok) return;
                setPlanning(false);
                done();
              })
            }
          />
        ) : null}
      </Bar>
    );
  if (role === 'ROLE_PRODUCT_MANAGER' && status === 'PENDING_FUNDING')
    return (
      <Bar role="group" aria-label="审批操作">
        <Button
          variant="primary"
          loading={action.busy}
          onClick={() =>
            void action.run(edtCoreCalls.fund(appNo), `申请${appNo}已放款`).then((ok) => {
              if (ok) done();
            })
          }
        >
          放款
        </Button>
        {action.error ? <FormAlert title="放款失败" message={action.error} /> : null}
      </Bar>
    );
  return <p>当前无可办理的操作。</p>;
}

/** One financing waiting on the bank (待我审批): the application's head, its terms, 流转记录 and the caller's buttons. */
export function FinanceReview({ appNo, finances, onBack }: { appNo: string; finances: readonly EdtFinance[] | undefined; onBack: () => void }) {
  const { data: detail, error, isLoading, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo } });
  const finance = finances?.find((f) => f.appNo === appNo);
  return (
    <DetailFrame title={`融资申请 ${appNo}`} what="融资申请" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {detail ? (
        <>
          <ApplicationSummary detail={detail} />
          {finance ? <FinanceFacts finance={finance} /> : null}
          <h3>流转记录</h3>
          <FlowTimeline records={detail.flow} />
          <FinanceActions detail={detail} finance={finance} onDone={onBack} />
        </>
      ) : null}
    </DetailFrame>
  );
}

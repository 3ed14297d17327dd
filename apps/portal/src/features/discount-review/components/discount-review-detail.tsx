import { styled } from 'styled-components';
import { DISCOUNT_PAYER_LABEL, discountApplyEndpoints } from '@scf/api/contract';
import type { DiscountAppLine, DiscountDetail } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { AmountText, AmountWithCapital, AppStatusTag, FlowTimeline } from '@scf/finance-widgets';
import { Button, Descriptions, Table, useToast } from '@scf/ui';
import type { DescriptionItem, TableColumn } from '@scf/ui';
import { DetailFrame, OpinionAction } from '../../../lib/applications';
import { StackedCell } from '../../../lib/list';
import { useBusy } from '../../../lib/write';
import { discountReviewCalls, useDiscountDetail, useRefreshDiscounts } from '../api/discount-review-calls';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

const range = (l: DiscountAppLine): string => (l.start === '0' && l.end === '0' ? '整张（不可分包）' : `${l.start}–${l.end}`);

/** Each bill with its 子票区间 and the trial's figures (贴现试算结果). */
const LINE_COLUMNS: TableColumn<DiscountAppLine>[] = [
  {
    key: 'packageNo',
    title: '票据包号 / 子票区间',
    value: (l) => l.packageNo,
    render: (l) => <StackedCell main={l.packageNo} sub={`子票区间：${range(l)}`} />,
  },
  {
    key: 'drawer',
    title: '出票人 / 到期日',
    width: 190,
    value: (l) => l.drawer.corpName,
    render: (l) => <StackedCell main={l.drawer.corpName} sub={`到期日：${l.dueDate}`} />,
  },
  { key: 'amount', title: '贴现金额', align: 'right', width: 130, value: (l) => l.amount, render: (l) => <AmountText value={l.amount} /> },
  {
    key: 'gale',
    title: '计息到期日 / 计息天数',
    width: 160,
    value: (l) => l.galeDate,
    render: (l) => <StackedCell main={l.galeDate} sub={`${l.days}天`} />,
  },
  {
    key: 'interest',
    title: '贴现利息 / 买方付息',
    align: 'right',
    width: 150,
    value: (l) => l.interest,
    render: (l) => (
      <StackedCell
        main={<AmountText value={l.interest} />}
        sub={
          <>
            买方付息 <AmountText value={l.buyer} />
          </>
        }
      />
    ),
  },
  { key: 'proceeds', title: '实付金额', align: 'right', width: 130, value: (l) => l.proceeds, render: (l) => <AmountText value={l.proceeds} /> },
];

function summary(d: DiscountDetail): DescriptionItem[] {
  const r = d.row;
  return [
    { label: '申请编号', value: r.appNo },
    { label: '状态', value: <AppStatusTag status={r.status} side="initiator" bizType={r.bizType} /> },
    { label: '申请日期', value: r.appliedDate },
    { label: '贴现申请人', value: r.seller.corpName },
    { label: '贴现银行', value: r.fi.corpName },
    { label: '出票人', value: r.drawers.map((x) => x.corpName).join('、') },
    { label: '贴现利率', value: `${r.annualRate}（${d.deferralRuleLabel}，按${d.basis}天计息）` },
    { label: '付息方式', value: `${DISCOUNT_PAYER_LABEL[r.payer]}${r.payer === 'AGREED' ? `（买方付息比例${r.buyerPct}%）` : ''}` },
    { label: '入账账户', value: `${d.account.accountName} ${d.account.accountNo}` },
    { label: '贴现金额', value: <AmountWithCapital value={r.totals.amount} /> },
    { label: '贴现利息', value: <AmountText value={r.totals.interest} /> },
    { label: '买方付息', value: <AmountText value={r.totals.buyer} /> },
    { label: '实付金额', value: <AmountWithCapital value={r.totals.proceeds} /> },
    ...(r.receivedOn ? [{ label: '签收日', value: r.receivedOn }] : []),
    ...(d.application.comment ? [{ label: '最新意见', value: d.application.comment, span: 3 }] : []),
  ];
}

type SignedStep = 'receive' | 'payer';

/** 签收 (bank's product manager, DISCOUNT_*_RECEIVE) or 签署 (drawer's director, CONTRACT_SIGN over 买方付息确认书). */
function SignStep({ d, step, onDone }: { d: DiscountDetail; step: SignedStep; onDone: (message: string) => void }) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const { busy, run } = useBusy();
  const appNo = d.row.appNo;
  const label = step === 'receive' ? '签收' : '签署';
  const sign = () =>
    run(async () => {
      const outcome =
        step === 'receive'
          ? await signedCall(
              d.row.bizType === 'DISCOUNT_BATCH' ? 'DISCOUNT_BATCH_RECEIVE' : 'DISCOUNT_BILL_RECEIVE',
              [appNo],
              discountApplyEndpoints.fiReceive,
              (body) => ({
                params: { appNo },
                body,
              }),
            )
          : await signedCall('CONTRACT_SIGN', [appNo], discountApplyEndpoints.payerSign, (body) => ({ params: { appNo }, body }));
      if (outcome.code === 0) onDone(step === 'receive' ? `已签收，申请${appNo}的贴现款已支付` : `已签署买方付息确认书，申请${appNo}待银行签收`);
      else toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，申请未处理' : `未能${label}：${outcome.description.message}`);
    });
  return (
    <Button variant="primary" loading={busy} onClick={() => void sign()}>
      {label}
    </Button>
  );
}

/** The caller's step on the application (the server's `actions`). */
function ReviewActions({ d, onDone }: { d: DiscountDetail; onDone: () => void }) {
  const toast = useToast();
  const appNo = d.row.appNo;
  const can = (a: DiscountDetail['actions'][number]) => d.actions.includes(a);
  const signed = (message: string) => {
    toast.success(message);
    onDone();
  };
  if (d.actions.length === 0) return <p>当前无可办理的操作。</p>;
  return (
    <Bar role="group" aria-label="审批操作">
      {can('FI_PASS') ? (
        <OpinionAction
          label="审核通过"
          variant="primary"
          required={false}
          description="已核对票据与贴现试算，提交产品经理签收。"
          call={(c) => discountReviewCalls.fiPass(appNo, c)}
          done={`申请${appNo}已审核通过，待签收`}
          onDone={onDone}
        />
      ) : null}
      {can('FI_RECEIVE') ? <SignStep d={d} step="receive" onDone={signed} /> : null}
      {can('FI_REJECT') ? (
        <OpinionAction
          label="驳回"
          description="驳回后申请终止，票据恢复为持有中。"
          call={(c) => discountReviewCalls.fiReject(appNo, c)}
          done={`申请${appNo}已驳回`}
          onDone={onDone}
        />
      ) : null}
      {can('PAYER_CONFIRM') ? (
        <OpinionAction
          label="确认付息"
          variant="primary"
          required={false}
          description={`确认由贵企业支付买方付息 ${d.row.totals.buyer} 元，提交主管签署买方付息确认书。`}
          call={(c) => discountReviewCalls.payerConfirm(appNo, c)}
          done={`申请${appNo}已确认付息，待主管签署`}
          onDone={onDone}
        />
      ) : null}
      {can('PAYER_SIGN') ? <SignStep d={d} step="payer" onDone={signed} /> : null}
      {can('PAYER_REFUSE') ? (
        <OpinionAction
          label="拒绝"
          description="拒绝后贴现申请撤销，票据恢复为持有中。"
          call={(c) => discountReviewCalls.payerRefuse(appNo, c)}
          done={`申请${appNo}已拒绝`}
          onDone={onDone}
        />
      ) : null}
    </Bar>
  );
}

/** One 贴现 application as the bank and the drawer review it: the facts, each bill with its figures, 流转记录, the step. */
export function DiscountReviewDetail({ appNo, onBack }: { appNo: string; onBack: () => void }) {
  const { data, error, isLoading, mutate } = useDiscountDetail(appNo);
  const refresh = useRefreshDiscounts();
  return (
    <DetailFrame title={`贴现申请详情 ${appNo}`} what="贴现申请详情" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {data ? (
        <>
          <Descriptions title="贴现申请" items={summary(data)} />
          <h3>票据与贴现试算结果</h3>
          <Table label="票据与贴现试算结果" columns={LINE_COLUMNS} data={data.lines} rowKey={(l) => l.rangeId} />
          {data.payerConfirmed && data.row.status === 'PENDING_PAYER' ? <p>出票人经办已确认付息，待主管签署买方付息确认书。</p> : null}
          <h3>流转记录</h3>
          <FlowTimeline records={data.application.flow} />
          <ReviewActions d={data} onDone={() => void refresh()} />
        </>
      ) : null}
    </DetailFrame>
  );
}

import type { AbsTransferDetail } from '@scf/api/contract';
import { AppStatusTag, FlowTimeline, formatBusinessDateTime } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';
import type { DescriptionItem } from '@scf/ui';
import { DetailFrame, useReaderSide } from '../../../lib/applications';
import { useRefreshTransfers, useTransferDetail } from '../api/abs-transfer-calls';
import { PriceLinesTable, PriceTotalsView } from './price-lines-table';
import { PoolTargetField } from './pool-target-field';
import { TransferActions } from './transfer-actions';

/** Whose price the lines are: paid on the value date, tested at today, or none. */
const PRICING_NOTE: Record<AbsTransferDetail['pricing'], (d: AbsTransferDetail) => string> = {
  PAID: (d) => `已于${d.valueDate ?? ''}按起息日计算并支付`,
  PREVIEW: (d) => `按${d.valueDate ?? '今日'}起息测算，以金融机构付款当日重新计算为准`,
  NONE: () => '申请已终止，未支付转让价款',
};

function summary(d: AbsTransferDetail, side: ReturnType<ReturnType<typeof useReaderSide>>): DescriptionItem[] {
  const a = d.application;
  return [
    { label: '申请编号', value: a.appNo },
    { label: '状态', value: <AppStatusTag status={a.status} side={side} bizType={a.bizType} /> },
    { label: '提交时间', value: formatBusinessDateTime(a.businessDate, a.createdAt) },
    { label: '转让方', value: a.applicant.corpName },
    { label: '受让方', value: d.fi.corpName },
    { label: '经办人', value: a.creator.personName },
    { label: '转让价款', value: PRICING_NOTE[d.pricing](d), span: 2 },
    ...(d.bankSerial ? [{ label: '付款流水号', value: d.bankSerial }] : []),
    ...(a.comment ? [{ label: '最新意见', value: a.comment, span: 3 }] : []),
  ];
}

/**
 * One ABS转让 (ABT) as 转让申请详情 and 转让审批详情 show it: the parties and status, each receivable with its price line,
 * the totals in 大写, the 流转记录, and the caller's step (TransferActions).
 */
export function TransferDetail({ appNo, onBack, backLabel }: { appNo: string; onBack: () => void; backLabel?: string }) {
  const { data, error, isLoading, mutate } = useTransferDetail(appNo);
  const refresh = useRefreshTransfers();
  const sideOf = useReaderSide();
  // After a step the page stays on the transfer and reads it again: its new status, records and (none) buttons.
  const after = () => void refresh();
  return (
    <DetailFrame
      title={`转让申请详情 ${appNo}`}
      what="转让申请详情"
      onBack={onBack}
      backLabel={backLabel}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
    >
      {data ? (
        <>
          <Descriptions title="转让申请" items={summary(data, sideOf(data.application))} />
          <h3>应收账款与转让价款</h3>
          <PriceLinesTable label="应收账款与转让价款" lines={data.lines} withStatus />
          <PriceTotalsView totals={data} count={data.lines.length} />
          <h3>流转记录</h3>
          <FlowTimeline records={data.application.flow} />
          {data.application.status === 'PENDING_FINAL' && data.application.actions.includes('APPROVE') ? (
            <PoolTargetField appNo={appNo} target={data.poolTarget} onSaved={() => void mutate()} />
          ) : data.poolTarget ? (
            <p>
              入池至：{data.poolTarget.productName}（{data.poolTarget.productCode}）
            </p>
          ) : null}
          <TransferActions detail={data.application} onDone={after} />
        </>
      ) : null}
    </DetailFrame>
  );
}

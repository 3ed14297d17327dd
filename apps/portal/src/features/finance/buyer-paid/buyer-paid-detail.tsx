import { useEndpoint } from '@scf/api';
import { financeCoreEndpoints } from '@scf/api/contract';
import type { BuyerPaidFinancing } from '@scf/api/contract';
import { AmountText, FlowTimeline } from '@scf/finance-widgets';
import { Descriptions, Spinner, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { ApplicationSummary, DetailFrame, ReviewActions } from '../../../lib/applications';
import { BuyerPaidEstimateView } from './estimate-table';

const FINANCING_COLUMNS: TableColumn<BuyerPaidFinancing>[] = [
  { key: 'appNo', title: '申请编号', width: 150, value: (r) => r.appNo },
  { key: 'supplier', title: '融资企业', value: (r) => r.supplier.corpName },
  { key: 'creditNo', title: '凭证编号', width: 160, value: (r) => r.creditNo },
  { key: 'financeAmount', title: '融资金额', align: 'right', width: 120, value: (r) => r.financeAmount, render: (r) => <AmountText value={r.financeAmount} /> },
  { key: 'interest', title: '利息', align: 'right', width: 90, value: (r) => r.interest, render: (r) => <AmountText value={r.interest} /> },
  { key: 'serviceFee', title: '服务费', align: 'right', width: 80, value: (r) => r.serviceFee, render: (r) => <AmountText value={r.serviceFee} /> },
  { key: 'status', title: '状态', width: 96, value: (r) => r.statusLabel },
  { key: 'loanNo', title: '借据号', width: 140, value: (r) => r.loanNo ?? '—' },
];

/** The estimate of a 买方付息 application beside the director's review (核心企业融资审批). */
export function BuyerPaidAside({ appNo }: { appNo: string }) {
  const { data, error } = useEndpoint(financeCoreEndpoints.buyerPaidDetail, { params: { appNo } });
  if (error) return <FormAlert title="费用测算加载失败" message={failureMessage(error)} />;
  if (!data) return <Spinner label="正在加载费用测算" />;
  return (
    <>
      <h3>费用测算</h3>
      <BuyerPaidEstimateView estimate={data.estimate} />
    </>
  );
}

/**
 * 核心企业融资详情 (买方付息): the application, the estimate per credit, the suppliers' financings made under it with
 * the interest and fee the core bears, the flow records, and 撤销申请 while it waits for the director.
 */
export function BuyerPaidDetailView({ appNo, onBack }: { appNo: string; onBack: () => void }) {
  const { data, error, isLoading, mutate } = useEndpoint(financeCoreEndpoints.buyerPaidDetail, { params: { appNo } });
  return (
    <DetailFrame title={`买方付息申请 ${appNo}`} what="申请详情" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {data ? (
        <>
          <ApplicationSummary detail={data.application} />
          <h3>费用测算</h3>
          <BuyerPaidEstimateView estimate={data.estimate} />
          <h3>项下融资</h3>
          <Table
            label="买方付息项下融资"
            columns={FINANCING_COLUMNS}
            data={data.financings}
            rowKey={(r) => r.appNo}
            emptyText="供应商尚未在该金融机构申请融资"
          />
          <Descriptions
            title="本企业已承担（已放款的融资）"
            items={[
              { label: '利息', value: <AmountText value={data.borne.interest} /> },
              { label: '服务费', value: <AmountText value={data.borne.serviceFee} /> },
            ]}
          />
          <h3>流转记录</h3>
          <FlowTimeline records={data.application.flow} />
          {data.application.actions.includes('CANCEL') ? <ReviewActions detail={data.application} onDone={() => void mutate()} /> : null}
        </>
      ) : null}
    </DetailFrame>
  );
}

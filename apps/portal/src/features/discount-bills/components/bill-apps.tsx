import { APP_STATUS_LABEL } from '@scf/api/contract';
import type { ApplicationDetail, BillAppRow, BillAppType } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApplicationReview } from '../../../lib/applications';
import { StackedCell } from '../../../lib/list';
import { LoadState } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { detailPath, useBillApps, useBillDetail } from '../api/bill-calls';
import { BillFacts } from './bill-facts';

const remarkOf = (a: BillAppRow): string =>
  a.bizType === 'BAB_RECEIVE' ? (a.decision === 'REFUSE' ? `拒收：${a.remark}` : '签收') : a.bizType === 'BAB_REVOKE' ? `撤票原因：${a.remark}` : '提示收票';

const columns = (party: 'payee' | 'drawer'): TableColumn<BillAppRow>[] => [
  { key: 'appNo', title: '申请编号', width: 170, value: (a) => a.appNo, render: (a) => <StackedCell main={a.appNo} sub={`申请日 ${a.appliedDate}`} /> },
  {
    key: 'packageNo',
    title: '票据包号',
    width: 250,
    value: (a) => a.packageNo,
    render: (a) => <StackedCell main={<Link to={detailPath(a.packageNo)}>{a.packageNo}</Link>} sub={remarkOf(a)} />,
  },
  { key: 'party', title: party === 'payee' ? '收票人' : '出票人', value: (a) => (party === 'payee' ? a.payee : a.drawer).corpName },
  { key: 'amount', title: '票据金额', align: 'right', width: 140, value: (a) => a.amount, render: (a) => <AmountText value={a.amount} /> },
  { key: 'status', title: '状态', width: 110, value: (a) => APP_STATUS_LABEL[a.status], render: (a) => <Tag>{APP_STATUS_LABEL[a.status]}</Tag> },
];

/** The applications of one type of the caller's corporation: the director's queue (openOnly) or the record. */
export function BillAppsTable({
  bizType,
  openOnly,
  label,
  party,
  onOpen,
}: {
  bizType: BillAppType;
  openOnly: boolean;
  label: string;
  party: 'payee' | 'drawer';
  onOpen: (appNo: string) => void;
}) {
  const { data, error, isLoading, mutate } = useBillApps(bizType, openOnly);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const rows = data ?? [];
  return (
    <DataTable
      label={label}
      columns={columns(party)}
      rows={rows.slice((page - 1) * size, page * size)}
      total={rows.length}
      rowKey={(a) => a.appNo}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={setSize}
      loading={isLoading}
      error={error ? failureMessage(error) : undefined}
      onRetry={() => void mutate()}
      emptyText={openOnly ? '暂无待审批的申请' : '暂无申请'}
      actionsWidth={64}
      actions={(a) => [{ label: openOnly ? '审批' : '查看', onSelect: () => onOpen(a.appNo) }]}
    />
  );
}

function PackagePart({ bizType, appNo }: { bizType: BillAppType; appNo: string }) {
  const apps = useBillApps(bizType, false);
  const packageNo = apps.data?.find((a) => a.appNo === appNo)?.packageNo ?? '';
  const detail = useBillDetail(packageNo);
  return (
    <LoadState what="票据信息" data={detail.data} error={detail.error} onRetry={() => void detail.mutate()}>
      {(d) => <BillFacts bill={d.bill} />}
    </LoadState>
  );
}

/** One application with its package's facts and the caller's actions (同意 signs the step's original; 退回 / 拒绝 need 意见). */
export function BillAppReview({ bizType, appNo, onBack }: { bizType: BillAppType; appNo: string; onBack: () => void }) {
  return <ApplicationReview appNo={appNo} onBack={onBack} part={(d: ApplicationDetail) => <PackagePart bizType={bizType} appNo={d.appNo} />} />;
}

import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BILL_RANGE_STATUS_LABEL } from '@scf/api/contract';
import type { BillDetail, BillDetailRange, BillEvent } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Table, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { LoadState, ToastPage } from '../../../lib/page';
import { useBillDetail } from '../api/bill-calls';
import { BillFacts } from '../components/bill-facts';

type TreeRow = BillDetailRange & { depth: number };

/** The ranges as a tree: each parent followed by its children (lowest first), with its depth. */
export function rangeTree(ranges: readonly BillDetailRange[]): TreeRow[] {
  const ids = new Set(ranges.map((r) => r.rangeId));
  const out: TreeRow[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const r of ranges.filter((x) => (parent === null ? x.parentRangeId === null || !ids.has(x.parentRangeId) : x.parentRangeId === parent))) {
      out.push({ ...r, depth });
      walk(r.rangeId, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const rangeColumns: TableColumn<TreeRow>[] = [
  {
    key: 'range',
    title: '子票区间',
    value: (r) => `${r.start}–${r.end}`,
    render: (r) => <span style={{ paddingLeft: r.depth * 24 }}>{`${r.depth > 0 ? '└ ' : ''}${r.start}–${r.end}`}</span>,
  },
  { key: 'amount', title: '金额', align: 'right', width: 160, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
  { key: 'holder', title: '持有人', value: (r) => r.holder.corpName },
  { key: 'status', title: '状态', width: 100, value: (r) => BILL_RANGE_STATUS_LABEL[r.status], render: (r) => <Tag>{BILL_RANGE_STATUS_LABEL[r.status]}</Tag> },
];

const eventColumns: TableColumn<BillEvent & { key: string }>[] = [
  { key: 'at', title: '时间', width: 200, value: (e) => e.at },
  { key: 'label', title: '事项', value: (e) => e.label },
  { key: 'corp', title: '办理方', value: (e) => e.corp?.corpName ?? '' },
  { key: 'appNo', title: '申请编号', width: 170, value: (e) => e.appNo ?? '' },
  {
    key: 'amount',
    title: '金额',
    align: 'right',
    width: 150,
    value: (e) => e.amount ?? '',
    render: (e) => (e.amount ? <AmountText value={e.amount} /> : '--'),
  },
];

function DetailBody({ detail }: { detail: BillDetail }) {
  const ranges = useMemo(() => rangeTree(detail.ranges), [detail.ranges]);
  const events = useMemo(() => detail.events.map((e, i) => ({ ...e, key: String(i) })), [detail.events]);
  return (
    <>
      <BillFacts bill={detail.bill} title="票据详情" />
      <h3>子票区间</h3>
      <Table label="子票区间" columns={rangeColumns} data={ranges} rowKey={(r) => r.rangeId} />
      <h3>票据历史</h3>
      <Table label="票据历史" columns={eventColumns} data={events} rowKey={(e) => e.key} emptyText="暂无记录" />
    </>
  );
}

/**
 * 票据详情 (`/discount/bill/detail?packageNo=`, domain-lines.md §20.1): the facts, the 子票区间 as a tree (a split parent
 * above its parts) with holder and status, and the history. Every party of the bill reads it; another's holder is
 * 其他持有人.
 */
export function BillDetailPage() {
  const [params] = useSearchParams();
  const packageNo = params.get('packageNo') ?? '';
  const { data, error, mutate } = useBillDetail(packageNo);
  return (
    <ToastPage>
      <LoadState what="票据详情" data={data} error={error} onRetry={() => void mutate()}>
        {(d) => <DetailBody detail={d} />}
      </LoadState>
    </ToastPage>
  );
}

import { useEndpoint } from '@scf/api';
import { BIZ_TYPE_LABEL, limitEndpoints } from '@scf/api/contract';
import type { EndpointResult } from '@scf/api/contract';
import { AmountText, DateTimeText } from '@scf/finance-widgets';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { tableResult } from '../../../lib/list';
import { LEDGER_KIND_LABEL } from '../api/limit-labels';
import { usePaged } from '../api/use-paged';

type Entry = EndpointResult<typeof limitEndpoints.lineLedger>['rows'][number];

/** 时间, 类型, 业务, 企业, 金额: also 历史额度详情's whole ledger. */
export const LEDGER_COLUMNS: TableColumn<Entry>[] = [
  { key: 'at', title: '时间', width: 150, sortable: true, render: (e) => <DateTimeText value={e.at} businessDate={e.businessDate} /> },
  { key: 'kind', title: '类型', width: 80, value: (e) => LEDGER_KIND_LABEL[e.kind] },
  { key: 'biz', title: '业务', render: (e) => `${BIZ_TYPE_LABEL[e.bizType]} ${e.bizNo}` },
  { key: 'corp', title: '企业', value: (e) => e.corp.corpName },
  { key: 'amount', title: '金额', align: 'right', render: (e) => <AmountText value={e.amount} /> },
];

/** The line's FREEZE / UNFREEZE / USE / RELEASE entries (domain.md §6.3), newest first: the figures' audit trail. */
export function LineLedgerTable({ lineId }: { lineId: string }) {
  const { query, table } = usePaged<'at'>({ field: 'at', order: 'desc' });
  const read = useEndpoint(limitEndpoints.lineLedger, { params: { lineId }, body: query }, { keepPreviousData: true });
  return (
    <DataTable
      label="额度台账"
      columns={LEDGER_COLUMNS}
      rowKey={(e) => `${e.at}|${e.kind}|${e.bizNo}|${e.corp.corpId}`}
      emptyText="暂无额度变动"
      {...tableResult(read)}
      {...table}
    />
  );
}

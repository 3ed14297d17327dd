import { tradeDataEndpoints } from '@scf/api/contract';
import type { TradeContract } from '@scf/api/contract';
import { DataTable } from '@scf/ui';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { Page } from '../../../lib/page';
import { TRADE_PATHS, timeText } from '../api/trade-labels';
import { contractColumns } from '../components/columns';
import { TradeSearch } from '../components/trade-search';
import { UploadButton } from '../components/upload-button';

const LIST = { filters: ['keyword'], sortable: ['signDate'] } as const;
const COLUMNS = [
  ...contractColumns((c: TradeContract) => c).map((c) => (c.key === 'signDate' ? { ...c, sortable: true } : c)),
  { key: 'createdAt', title: '登记时间', width: 150, value: (c: TradeContract) => (c.createdAt ? timeText(c.createdAt) : '—') },
];

/** `finance/contract-manage` (合同管理): the corporation's contracts, searched and paged on the server. */
export default function ContractManagePage() {
  const list = useList(LIST);
  const read = useListQuery(tradeDataEndpoints.contractPage, list);
  return (
    <Page actions={<UploadButton path={TRADE_PATHS.contract} label="上传合同" />}>
      <TradeSearch
        label="合同编号/名称/交易对手"
        placeholder="输入合同编号、名称或交易对手"
        value={list.query.filters.keyword ?? ''}
        onSearch={(keyword) => list.setFilters({ keyword })}
      />
      <DataTable
        label="合同列表"
        columns={COLUMNS}
        rowKey={(r) => r.contractId}
        rowLabel={(r) => r.contractNo}
        emptyText="暂无合同"
        {...tableResult(read)}
        {...tableState(list)}
      />
    </Page>
  );
}

import { financeCoreEndpoints } from '@scf/api/contract';
import type { BuyerPaidRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, FormField, Select, TextInput } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { tableState, useList, useListQuery } from '../../../../lib/list';
import { appNoColumn, pageTableProps } from '../../components/columns';
import { ListSearch } from '../components/list-search';

const SCOPES = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '待审批' },
];
const LIST = { filters: ['keyword', 'scope'], sortable: ['createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;
const EMPTY = { keyword: '', scope: 'all' };

/** 核心企业融资查询: the core's 买方付息 applications — state, credits, the financings made under each and what the core bore. */
export function BuyerPaidList({ onOpen }: { onOpen: (appNo: string) => void }) {
  const list = useList(LIST);
  const query = useListQuery(financeCoreEndpoints.buyerPaidList, list, {});
  const columns: TableColumn<BuyerPaidRow>[] = [
    appNoColumn<BuyerPaidRow>(onOpen),
    { key: 'fi', title: '金融机构', value: (r) => r.fi.corpName },
    { key: 'creditCount', title: '凭证笔数', align: 'right', width: 80, value: (r) => `${r.creditCount}笔` },
    { key: 'amount', title: '凭证金额合计', align: 'right', width: 140, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
    { key: 'financedCount', title: '已放款笔数', align: 'right', width: 90, value: (r) => `${r.financedCount}笔` },
    { key: 'borne', title: '已承担利息及服务费', align: 'right', width: 150, value: (r) => r.borne, render: (r) => <AmountText value={r.borne} /> },
    { key: 'createdBy', title: '经办人', width: 90, value: (r) => r.createdBy },
    { key: 'createdAt', title: '申请日期', width: 96, value: (r) => r.createdAt.slice(0, 10) },
    { key: 'status', title: '状态', width: 90, value: (r) => r.statusLabel },
  ];
  const f = list.query.filters;
  return (
    <>
      <ListSearch label="核心企业融资查询" initial={{ keyword: f.keyword ?? '', scope: f.scope ?? 'all' }} empty={EMPTY} onSearch={(d) => list.setFilters({ keyword: d.keyword.trim(), scope: d.scope === 'all' ? '' : d.scope })}>
        {(d, set) => (
          <>
            <FormField label="申请编号/凭证编号/金融机构">
              <TextInput value={d.keyword} maxLength={100} placeholder="输入编号或机构名称" onChange={(e) => set({ keyword: e.target.value })} />
            </FormField>
            <FormField label="状态">
              <Select value={d.scope} options={SCOPES} onValueChange={(v) => set({ scope: v })} />
            </FormField>
          </>
        )}
      </ListSearch>
      <DataTable
        label="买方付息申请"
        columns={columns}
        {...pageTableProps(query)}
        rowKey={(r) => r.appNo}
        emptyText="暂无买方付息申请"
        actions={(r) => [{ label: '查看', onSelect: () => onOpen(r.appNo) }]}
        actionsWidth={64}
        {...tableState(list)}
      />
    </>
  );
}

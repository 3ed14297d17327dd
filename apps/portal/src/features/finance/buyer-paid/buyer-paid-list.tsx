import { financeCoreEndpoints } from '@scf/api/contract';
import type { BuyerPaidRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { styled } from 'styled-components';
import { DataTable } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useList, useListQuery } from '../../../lib/list';
import { appNoColumn, applicationTableProps } from '../../../lib/applications';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';

const Count = styled.span`
  display: block;
  color: var(--scf-text-secondary-color, #666);
  font-size: 12px;
`;

const SCOPES = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '待审批' },
];
const LIST = { filters: ['keyword', 'scope'], sortable: ['createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;
const SEARCH: ListSearchSpec<{ keyword: string; scope: string }> = {
  label: '核心企业融资查询',
  keyword: { label: '申请编号/凭证编号/金融机构', placeholder: '输入编号或机构名称' },
  choice: { name: 'scope', label: '状态', options: SCOPES },
  empty: { keyword: '', scope: 'all' },
};

/** 核心企业融资查询: the core's 买方付息 applications — state, credits, the financings made under each and what the core bore. */
export function BuyerPaidList({ onOpen }: { onOpen: (appNo: string) => void }) {
  const list = useList(LIST);
  const query = useListQuery(financeCoreEndpoints.buyerPaidList, list, {});
  const columns: TableColumn<BuyerPaidRow>[] = [
    appNoColumn<BuyerPaidRow>(onOpen),
    { key: 'fi', title: '金融机构', value: (r) => r.fi.corpName },
    {
      key: 'amount',
      title: '凭证金额合计',
      align: 'right',
      width: 140,
      value: (r) => r.amount,
      render: (r) => (
        <>
          <AmountText value={r.amount} />
          <Count>共{r.creditCount}笔</Count>
        </>
      ),
    },
    { key: 'financedCount', title: '已放款笔数', align: 'right', width: 106, value: (r) => `${r.financedCount}笔` },
    { key: 'borne', title: '已承担息费', align: 'right', width: 130, value: (r) => r.borne, render: (r) => <AmountText value={r.borne} /> },
    { key: 'createdAt', title: '申请日期', width: 96, value: (r) => r.businessDate },
    { key: 'status', title: '状态', width: 90, value: (r) => r.statusLabel },
  ];
  return (
    <>
      <ListSearch {...SEARCH} filters={list.query.filters} onSearch={list.setFilters} />
      <DataTable label="买方付息申请" columns={columns} emptyText="暂无买方付息申请" {...applicationTableProps(query, list, onOpen)} />
    </>
  );
}

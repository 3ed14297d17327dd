import { CUSTOMER_FILE_STATUSES, CUSTOMER_FILE_STATUS_LABEL, SIGNUP_FILE_ACTION_LABEL, financeCoreEndpoints } from '@scf/api/contract';
import type { SignupRow } from '@scf/api/contract';
import { formatDateTime } from '@scf/finance-widgets';
import { DataTable, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { tableState, useList, useListQuery } from '../../../lib/list';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';
import { pageTableProps } from '../../../lib/applications';

const ALL = 'ALL';
const FILE_OPTIONS = [{ value: ALL, label: '全部' }, ...CUSTOMER_FILE_STATUSES.map((s) => ({ value: s, label: CUSTOMER_FILE_STATUS_LABEL[s] }))];
const LIST = { filters: ['keyword', 'fileStatus'], sortable: ['createdAt'], defaultSort: { field: 'createdAt', order: 'desc' } } as const;
const TONE = { ACTIVE: 'success', PENDING: 'warning', REJECTED: 'danger' } as const;
const SEARCH: ListSearchSpec<{ keyword: string; fileStatus: string }> = {
  label: '签约查询',
  keyword: { label: '企业名称/签约编号', placeholder: '输入企业名称或签约编号' },
  choice: { name: 'fileStatus', label: '建档状态', options: FILE_OPTIONS },
  empty: { keyword: '', fileStatus: ALL },
};

/** 签约查询 (domain.md §7.7): the sign-up records the corporation is in — as the core, the supplier or the bank — with the customer file's state now. */
export function SignupList({ label = '签约记录' }: { label?: string }) {
  const list = useList(LIST);
  const query = useListQuery(financeCoreEndpoints.signupList, list, {});
  const columns: TableColumn<SignupRow>[] = [
    { key: 'signupNo', title: '签约编号', width: 170, value: (r) => r.signupNo },
    { key: 'supplier', title: '供应商名称', value: (r) => r.supplier.corpName },
    { key: 'core', title: '核心企业', value: (r) => r.core.corpName },
    { key: 'product', title: '融资产品', value: (r) => r.productName },
    { key: 'action', title: '建档方式', width: 96, value: (r) => SIGNUP_FILE_ACTION_LABEL[r.fileAction] },
    {
      key: 'fileStatus',
      title: '建档状态',
      width: 96,
      value: (r) => r.fileStatusLabel,
      render: (r) => <Tag tone={TONE[r.fileStatus]}>{r.fileStatusLabel}</Tag>,
    },
    { key: 'createdBy', title: '经办人', width: 90, value: (r) => r.createdBy },
    { key: 'createdAt', title: '签约时间', width: 160, value: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <>
      <ListSearch {...SEARCH} filters={list.query.filters} onSearch={list.setFilters} />
      <DataTable
        label={label}
        columns={columns}
        {...pageTableProps(query)}
        rowKey={(r) => `${r.signupNo}-${r.supplier.corpId}`}
        emptyText="暂无签约记录"
        {...tableState(list)}
      />
    </>
  );
}

import { BILL_PACKAGE_STATUSES, BILL_PACKAGE_STATUS_LABEL, FI_BILL_VIEWS, FI_BILL_VIEW_LABEL } from '@scf/api/contract';
import type { BillPackageStatus, FiBillFilters, FiBillRow, FiBillView } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, FormField, Select } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { ExportButton, StackedCell, tableResult, tableState, useList } from '../../../lib/list';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';
import { PagePart, ToastPage } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { useFiBills } from '../api/discount-fi-api';
import { PackageLink, PackageStatusTag } from '../components/bill-cells';

const LIST = {
  filters: ['keyword', 'status', 'view'],
  sortable: ['dueDate', 'issueDate', 'amount'],
  defaultSort: { field: 'dueDate', order: 'asc' },
} as const;

const SEARCH: ListSearchSpec<{ keyword: string; status: string; view: string }> = {
  label: '票据业务查询',
  keyword: { label: '票据包号/企业名称', placeholder: '输入票据包号、出票人或收票人' },
  choice: {
    name: 'status',
    label: '状态',
    options: [{ value: 'all', label: '全部' }, ...BILL_PACKAGE_STATUSES.map((s) => ({ value: s, label: BILL_PACKAGE_STATUS_LABEL[s] }))],
  },
  empty: { keyword: '', status: 'all', view: 'all' },
};
const VIEW_OPTIONS = [{ value: 'all', label: '全部' }, ...FI_BILL_VIEWS.map((v) => ({ value: v, label: FI_BILL_VIEW_LABEL[v] }))];

const isStatus = (v: string | undefined): v is BillPackageStatus => BILL_PACKAGE_STATUSES.includes(v as BillPackageStatus);
const isView = (v: string | undefined): v is FiBillView => FI_BILL_VIEWS.includes(v as FiBillView);

const COLUMNS: TableColumn<FiBillRow>[] = [
  {
    key: 'packageNo',
    title: '票据包号',
    width: 250,
    value: (r) => r.packageNo,
    render: (r) => <StackedCell main={<PackageLink packageNo={r.packageNo} />} sub={r.accepted ? '本行承兑' : `承兑人 ${r.acceptor.corpName}`} />,
  },
  {
    key: 'drawer',
    title: '出票人',
    width: 220,
    value: (r) => r.drawer.corpName,
    render: (r) => <StackedCell main={r.drawer.corpName} sub={`收票人 ${r.payee.corpName}`} />,
  },
  { key: 'amount', title: '票据金额', align: 'right', width: 130, sortable: true, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
  { key: 'issueDate', title: '出票日', width: 100, sortable: true, value: (r) => r.issueDate },
  { key: 'dueDate', title: '到期日', width: 100, sortable: true, value: (r) => r.dueDate },
  { key: 'status', title: '状态', width: 100, value: (r) => r.status, render: (r) => <PackageStatusTag status={r.status} /> },
  { key: 'held', title: '持有金额', align: 'right', width: 130, value: (r) => r.held, render: (r) => <AmountText value={r.held} /> },
];

/**
 * 票据业务查询 (domain-lines.md §20.2): every package the bank accepted (承兑) or holds ranges of by discount (贴现), with
 * its 持有金额; each opens 票据详情; 导出 writes the rows found through the download centre.
 */
export function FiQueryPage() {
  const list = useList(LIST);
  const f = list.query.filters;
  const filters: FiBillFilters = {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(isStatus(f.status) ? { status: f.status } : {}),
    ...(isView(f.view) ? { view: f.view } : {}),
  };
  const read = useFiBills({ ...list.query, filters });
  const table = { ...tableResult(read, (error) => (error ? failureMessage(error) : undefined)), ...tableState(list) };
  return (
    <ToastPage>
      <PagePart aria-label="票据业务">
        <ListSearch {...SEARCH} filters={f} onSearch={list.setFilters}>
          {(d, set) => (
            <FormField label="业务类型">
              <Select value={d.view} options={VIEW_OPTIONS} onValueChange={(v) => set({ view: v })} />
            </FormField>
          )}
        </ListSearch>
        <ExportButton request={{ source: 'discount-fi-bills', filters, ...(list.query.sort ? { sort: list.query.sort } : {}) }} />
        <DataTable label="票据业务" emptyText="暂无票据" columns={COLUMNS} rowKey={(r) => r.packageNo} {...table} />
      </PagePart>
    </ToastPage>
  );
}

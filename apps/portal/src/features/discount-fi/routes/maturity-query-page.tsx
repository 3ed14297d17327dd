import { MATURITY_STATUSES, MATURITY_STATUS_LABEL } from '@scf/api/contract';
import type { MaturityFilters, MaturityRow, MaturityStatus } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, DatePicker, FormField } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { ExportButton, StackedCell, tableResult, tableState, useList } from '../../../lib/list';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';
import { PagePart, ToastPage } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { useMaturities } from '../api/discount-fi-api';
import { MaturityStatusTag, PackageLink } from '../components/bill-cells';
import { RepayAdvanceButton, SignAdvanceRepayButton } from '../components/repay-advance';

const LIST = { filters: ['keyword', 'status', 'dueFrom', 'dueTo'], sortable: ['dueDate'], defaultSort: { field: 'dueDate', order: 'asc' } } as const;

const SEARCH: ListSearchSpec<{ keyword: string; status: string; dueFrom: string; dueTo: string }> = {
  label: '到期付款查询',
  keyword: { label: '票据包号/收票人', placeholder: '输入票据包号或收票人' },
  choice: {
    name: 'status',
    label: '垫款状态',
    options: [{ value: 'all', label: '全部' }, ...MATURITY_STATUSES.map((s) => ({ value: s, label: MATURITY_STATUS_LABEL[s] }))],
  },
  empty: { keyword: '', status: 'all', dueFrom: '', dueTo: '' },
};

const isStatus = (v: string | undefined): v is MaturityStatus => MATURITY_STATUSES.includes(v as MaturityStatus);

const columns = (reload: () => void): TableColumn<MaturityRow>[] => [
  {
    key: 'dueDate',
    title: '到期日',
    width: 110,
    sortable: true,
    value: (r) => r.dueDate,
    render: (r) => <StackedCell main={r.dueDate} sub={r.payDate !== r.dueDate ? `顺延至 ${r.payDate}` : undefined} />,
  },
  {
    key: 'packageNo',
    title: '票据包号',
    width: 250,
    value: (r) => r.packageNo,
    render: (r) => <StackedCell main={<PackageLink packageNo={r.packageNo} />} sub={`收票人 ${r.payee.corpName}`} />,
  },
  { key: 'amount', title: '票面金额', align: 'right', width: 130, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
  { key: 'margin', title: '保证金', align: 'right', width: 120, value: (r) => r.margin, render: (r) => <AmountText value={r.margin} /> },
  { key: 'due', title: '应扣金额', align: 'right', width: 130, value: (r) => r.due, render: (r) => <AmountText value={r.due} /> },
  {
    key: 'debited',
    title: '已扣金额',
    align: 'right',
    width: 140,
    value: (r) => r.debited,
    render: (r) => (
      <StackedCell
        main={<AmountText value={r.debited} />}
        sub={
          r.status === 'UPCOMING' ? undefined : (
            <>
              结算账户 <AmountText value={r.debitedFromSettlement} />
            </>
          )
        }
      />
    ),
  },
  {
    key: 'advance',
    title: '垫款金额',
    align: 'right',
    width: 140,
    value: (r) => r.advance,
    render: (r) => (
      <StackedCell
        main={<AmountText value={r.advance} />}
        sub={
          r.status === 'OUTSTANDING' || r.status === 'REPAID' ? (
            <>
              {r.status === 'REPAID' ? `${r.repaidOn ?? ''} 已还罚息 ` : '罚息 '}
              <AmountText value={r.penalty} />（{r.penaltyDays}天）
            </>
          ) : undefined
        }
      />
    ),
  },
  { key: 'status', title: '垫款状态', width: 90, value: (r) => r.status, render: (r) => <MaturityStatusTag status={r.status} /> },
  {
    key: 'actions',
    title: '操作',
    width: 100,
    value: () => '',
    render: (r) =>
      r.canRepay ? (
        <RepayAdvanceButton row={r} onDone={reload} />
      ) : r.canSign ? (
        <SignAdvanceRepayButton row={r} onDone={reload} />
      ) : r.repayPending ? (
        '待主管签署'
      ) : null,
  },
];

/**
 * 到期付款查询 (domain-lines.md §20.6): the core's bank-acceptance bills paid at maturity — 应扣, 已扣 (margin first, then
 * the settlement account) and the bank's 垫款 with its penalty to date — and those coming due (待到期) with the day they
 * will be paid; the drawer's operator or director 还款 an outstanding 垫款 with its penalty to today; 导出 writes the rows found through the download centre.
 */
export function MaturityQueryPage() {
  const list = useList(LIST);
  const f = list.query.filters;
  const filters: MaturityFilters = {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(isStatus(f.status) ? { status: f.status } : {}),
    ...(f.dueFrom ? { dueFrom: f.dueFrom } : {}),
    ...(f.dueTo ? { dueTo: f.dueTo } : {}),
  };
  const read = useMaturities({ ...list.query, filters });
  const table = { ...tableResult(read, (error) => (error ? failureMessage(error) : undefined)), ...tableState(list) };
  return (
    <ToastPage>
      <PagePart aria-label="到期付款">
        <ListSearch {...SEARCH} filters={f} onSearch={list.setFilters}>
          {(d, set) => (
            <>
              <FormField label="到期日起">
                <DatePicker value={d.dueFrom} allowClear onValueChange={(v) => set({ dueFrom: v })} {...(d.dueTo ? { maxDate: d.dueTo } : {})} />
              </FormField>
              <FormField label="到期日止">
                <DatePicker value={d.dueTo} allowClear onValueChange={(v) => set({ dueTo: v })} {...(d.dueFrom ? { minDate: d.dueFrom } : {})} />
              </FormField>
            </>
          )}
        </ListSearch>
        <ExportButton request={{ source: 'discount-maturities', filters, ...(list.query.sort ? { sort: list.query.sort } : {}) }} />
        <DataTable label="到期付款" emptyText="暂无到期付款记录" columns={columns(() => void read.mutate())} rowKey={(r) => r.packageNo} {...table} />
      </PagePart>
    </ToastPage>
  );
}

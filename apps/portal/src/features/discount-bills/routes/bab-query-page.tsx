import { useNavigate } from 'react-router-dom';
import { BILL_PACKAGE_STATUSES } from '@scf/api/contract';
import type { BillPackageStatus } from '@scf/api/contract';
import { DataTable } from '@scf/ui';
import { useList } from '../../../lib/list';
import { ListSearch } from '../../../lib/list/list-search';
import { ToastPage } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';
import { detailPath, packageLabel, useBabs } from '../api/bill-calls';
import { packageColumns } from '../components/package-columns';

const LIST = { filters: ['keyword', 'status'], sortable: [] } as const;
const STATUS_OPTIONS = [{ value: 'all', label: '全部' }, ...BILL_PACKAGE_STATUSES.map((s) => ({ value: s, label: packageLabel(s) }))];
const EMPTY = { keyword: '', status: 'all' };
const isStatus = (v: string | undefined): v is BillPackageStatus => !!v && (BILL_PACKAGE_STATUSES as readonly string[]).includes(v);

/** 银承查询 (`/discount/core/bab/query`, domain-lines.md §20.2): the core's packages by status and keyword, each to 票据详情. */
export function BabQueryPage() {
  const navigate = useNavigate();
  const list = useList(LIST);
  const { keyword, status } = list.query.filters;
  const { data, error, isLoading, mutate } = useBabs({ ...(keyword ? { keyword } : {}), ...(isStatus(status) ? { statuses: [status] } : {}) });
  const { page, size } = list.query;
  const rows = data ?? [];
  return (
    <ToastPage>
      <ListSearch
        label="银承查询"
        keyword={{ label: '关键字', placeholder: '票据包号或收票人' }}
        choice={{ name: 'status', label: '状态', options: STATUS_OPTIONS }}
        empty={EMPTY}
        filters={list.query.filters}
        onSearch={(f) => list.setFilters(f)}
      />
      <DataTable
        label="银承列表"
        columns={packageColumns('payee')}
        rows={rows.slice((page - 1) * size, page * size)}
        total={rows.length}
        rowKey={(p) => p.packageNo}
        page={page}
        size={size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={isLoading}
        error={error ? failureMessage(error) : undefined}
        onRetry={() => void mutate()}
        emptyText="暂无银承"
        actionsWidth={64}
        actions={(p) => [{ label: '详情', onSelect: () => navigate(detailPath(p.packageNo)) }]}
      />
    </ToastPage>
  );
}

import type { AppStatus } from '@scf/api/contract';
import { DatePicker, FormField } from '@scf/ui';
import { useOpenApplication } from '../../../lib/applications';
import { useList } from '../../../lib/list';
import { ListSearch } from '../../../lib/list/list-search';
import type { ListSearchSpec } from '../../../lib/list/list-search';
import { ToastPage } from '../../../lib/page';
import type { DiscountListFilters } from '../api/discount-apply-calls';
import { discountStatusLabel } from '../api/discount-status';
import { DiscountAppsTable } from '../components/discount-apps-table';
import { DiscountDetailView } from '../components/discount-detail';

/** The states a seller's application goes through; 待银行签收 stands for both of the bank's steps. */
const STATES: AppStatus[] = ['PENDING_REVIEW', 'RETURNED', 'PENDING_PAYER', 'PENDING_FI', 'COMPLETED', 'REVOKED', 'CANCELLED', 'FI_REJECTED'];
const FILTERS = ['keyword', 'status', 'dateFrom', 'dateTo'] as const;
type Filter = (typeof FILTERS)[number];

const SEARCH: ListSearchSpec<Record<Filter, string>> = {
  label: '贴现查询',
  keyword: { label: '申请编号/票据包号', placeholder: '输入申请编号或票据包号' },
  choice: { name: 'status', label: '状态', options: [{ value: 'all', label: '全部' }, ...STATES.map((s) => ({ value: s, label: discountStatusLabel(s) }))] },
  empty: { keyword: '', status: 'all', dateFrom: '', dateTo: '' },
};

/** The list's request filters from the search's: 待银行签收 asks for PENDING_FI and PENDING_FINAL. */
export function listFilters(f: Partial<Record<Filter, string>>): DiscountListFilters {
  const status = f.status as AppStatus | undefined;
  return {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(status === 'PENDING_FI' ? { statuses: ['PENDING_FI', 'PENDING_FINAL'] as AppStatus[] } : status ? { status } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

/**
 * 贴现查询 (`/discount/chain/query`, every supplier role, domain-lines.md §20.4): the corporation's discount applications
 * by 申请编号/票据包号, 状态 and 申请日期, paged on the server, newest first; a row opens its detail (each bill's 子票区间
 * and figures, linking to 票据详情, and the 流转记录). The apply form lands here with its flash.
 */
export function DiscountQueryPage() {
  const { appNo, open, close } = useOpenApplication();
  const list = useList<Filter, string>({ filters: FILTERS, sortable: [] });
  return (
    <ToastPage>
      {appNo ? (
        <DiscountDetailView appNo={appNo} onBack={close} />
      ) : (
        <>
          <ListSearch {...SEARCH} filters={list.query.filters} onSearch={list.setFilters}>
            {(d, set) => (
              <>
                <FormField label="申请日期起">
                  <DatePicker value={d.dateFrom} allowClear onValueChange={(v) => set({ dateFrom: v })} {...(d.dateTo ? { maxDate: d.dateTo } : {})} />
                </FormField>
                <FormField label="申请日期止">
                  <DatePicker value={d.dateTo} allowClear onValueChange={(v) => set({ dateTo: v })} {...(d.dateFrom ? { minDate: d.dateFrom } : {})} />
                </FormField>
              </>
            )}
          </ListSearch>
          <DiscountAppsTable label="贴现申请" emptyText="暂无贴现申请" filters={listFilters(list.query.filters)} list={list} onOpen={open} />
        </>
      )}
    </ToastPage>
  );
}

import { BILL_PACKAGE_STATUS_LABEL, FI_BILL_VIEW_LABEL } from '@scf/api/contract';
import type { ExportRequest, FiBillRow } from '@scf/api/contract';
import { listFiBills } from '../discount';
import { conditionText, paged } from './exports.source';
import type { ExportSource } from './exports.source';

type FiBillRequest = Extract<ExportRequest, { source: 'discount-fi-bills' }>;

/** 票据业务查询 (domain-lines.md §20.2): the bank's acceptances and the packages it holds ranges of, under the page's filters. */
export const discountFiBillsSource: ExportSource<FiBillRequest, FiBillRow> = {
  key: 'discount-fi-bills',
  label: '票据业务查询',
  access: () => ({ menu: '/discount/fi/query' }),
  columns: [
    { header: '票据包号', width: 34, value: (r) => r.packageNo },
    { header: '出票人', width: 30, value: (r) => r.drawer.corpName },
    { header: '收票人', width: 30, value: (r) => r.payee.corpName },
    { header: '承兑人', width: 30, value: (r) => r.acceptor.corpName },
    { header: '票据金额', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.amount) },
    { header: '出票日', width: 12, value: (r) => r.issueDate },
    { header: '到期日', width: 12, value: (r) => r.dueDate },
    { header: '状态', width: 12, value: (r) => BILL_PACKAGE_STATUS_LABEL[r.status] },
    { header: '持有金额', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.held) },
  ],
  describe: ({ filters: f }) =>
    conditionText([
      ['业务', f?.view ? FI_BILL_VIEW_LABEL[f.view] : undefined],
      ['状态', f?.status ? BILL_PACKAGE_STATUS_LABEL[f.status] : undefined],
      ['关键字', f?.keyword],
    ]),
  count: async ({ q, actor, businessDate }, r) => (await listFiBills({ db: q, businessDate }, actor, { page: 1, size: 1, ...pick(r) })).total,
  rows: ({ q, actor, businessDate }, r) =>
    paged(100, async (page, size) => (await listFiBills({ db: q, businessDate }, actor, { page, size, ...pick(r) })).rows),
};

const pick = (r: FiBillRequest) => ({ ...(r.filters ? { filters: r.filters } : {}), ...(r.sort ? { sort: r.sort } : {}) });

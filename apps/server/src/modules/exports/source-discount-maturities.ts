import { MATURITY_STATUS_LABEL } from '@scf/api/contract';
import type { ExportRequest, MaturityRow } from '@scf/api/contract';
import { listMaturities } from '../discount';
import { conditionText, paged } from './exports.source';
import type { ExportSource } from './exports.source';

type MaturityRequest = Extract<ExportRequest, { source: 'discount-maturities' }>;

/** 到期付款查询 (domain-lines.md §20.6): the drawer's packages paid at maturity or coming due, under the page's filters. */
export const discountMaturitiesSource: ExportSource<MaturityRequest, MaturityRow> = {
  key: 'discount-maturities',
  label: '到期付款查询',
  access: () => ({ menu: '/discount/core/maturity/query' }),
  columns: [
    { header: '到期日', width: 12, value: (r) => r.dueDate },
    { header: '付款日', width: 12, value: (r) => r.payDate },
    { header: '票据包号', width: 34, value: (r) => r.packageNo },
    { header: '收票人', width: 30, value: (r) => r.payee.corpName },
    { header: '票面金额', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.amount) },
    { header: '保证金', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.margin) },
    { header: '应扣金额', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.due) },
    { header: '已扣金额', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.debited) },
    { header: '垫款金额', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.advance) },
    { header: '垫款状态', width: 10, value: (r) => MATURITY_STATUS_LABEL[r.status] },
    { header: '罚息', width: 14, numFmt: '#,##0.00', value: (r) => Number(r.penalty) },
  ],
  describe: ({ filters: f }) =>
    conditionText([
      ['到期日起', f?.dueFrom],
      ['到期日止', f?.dueTo],
      ['垫款状态', f?.status ? MATURITY_STATUS_LABEL[f.status] : undefined],
      ['票据包号/收票人', f?.keyword],
    ]),
  count: async ({ q, actor, businessDate }, r) => (await listMaturities({ db: q, businessDate }, actor, { page: 1, size: 1, ...pick(r) })).total,
  rows: ({ q, actor, businessDate }, r) =>
    paged(100, async (page, size) => (await listMaturities({ db: q, businessDate }, actor, { page, size, ...pick(r) })).rows),
};

const pick = (r: MaturityRequest) => ({ ...(r.filters ? { filters: r.filters } : {}), ...(r.sort ? { sort: r.sort } : {}) });

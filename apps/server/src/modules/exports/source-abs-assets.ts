import { ABS_BUCKET_LABEL } from '@scf/api/contract';
import type { AbsAssetRow, ExportRequest } from '@scf/api/contract';
import { assetDetail } from '../abs';
import { conditionText } from './exports.source';
import type { ExportSource } from './exports.source';

type AssetRequest = Extract<ExportRequest, { source: 'abs-assets' }>;

/**
 * 资产明细 of the ABS report centre (domain-lines.md §18.6): one row per receivable at the 统计截止日, with the report's
 * fifteen columns, under the screen's filters and the caller's scope (a core its group, a bank what it factors).
 */
export const absAssetsSource: ExportSource<AssetRequest, AbsAssetRow> = {
  key: 'abs-assets',
  label: '资产明细',
  access: () => ({ menu: '/abs/report-center/asset-detail' }),
  columns: [
    { header: '资产编号', width: 22, value: (r) => r.receivableNo },
    { header: '债务人', width: 30, value: (r) => r.debtor.corpName },
    { header: '原始债权人', width: 30, value: (r) => r.creditor.corpName },
    { header: '当前债权人', width: 30, value: (r) => r.currentCreditor.corpName },
    { header: '应收账款金额', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.amount) },
    { header: '到期日', width: 12, value: (r) => r.dueDate },
    { header: '剩余期限（天）', width: 12, value: (r) => r.remainDays },
    { header: '转让日', width: 12, value: (r) => r.transferDate ?? '' },
    { header: '转让价款', width: 16, numFmt: '#,##0.00', value: (r) => (r.price === null ? '' : Number(r.price)) },
    { header: '折扣率/比例', width: 12, value: (r) => r.rate ?? '' },
    { header: '专项计划', width: 40, value: (r) => r.productName ?? '' },
    { header: '入池日期', width: 12, value: (r) => r.poolDate ?? '' },
    { header: '中登登记编号', width: 20, value: (r) => r.zdRegNo ?? '' },
    { header: '付款确认书', width: 10, value: (r) => (r.payConfirmed ? '已签署' : '未签署') },
    { header: '状态', width: 14, value: (r) => r.statusLabel },
  ],
  describe: ({ filters: f }) =>
    conditionText([
      ['统计截止日', f.asOf],
      ['债务人', f.debtorCorpId],
      ['专项计划', f.productCode],
      ['受让方', f.fiCorpId],
      ['资产状态', f.bucket ? ABS_BUCKET_LABEL[f.bucket] : undefined],
    ]),
  count: async ({ q, actor, businessDate }, r) => (await assetDetail({ db: q, businessDate }, actor, r.filters)).rows.length,
  async *rows({ q, actor, businessDate }, r) {
    yield* (await assetDetail({ db: q, businessDate }, actor, r.filters)).rows;
  },
};

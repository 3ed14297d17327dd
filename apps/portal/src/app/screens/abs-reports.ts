import type * as ReportScreens from '../../features/abs-reports/routes';
import { named, under } from './registry';
import type { ScreenRegistry } from './registry';

const report = (name: keyof typeof ReportScreens) => named(() => import('../../features/abs-reports/routes'), name);

/**
 * 供应链ABS report centre (`/abs/report-center/*`, domain-lines.md §18.6): the five reports for core staff (their group)
 * and the factor (what it factors); the factor's 产品经理 also adds plans (产品明细) and pools and records collections (资产明细).
 */
export const SCREENS: ScreenRegistry = under('/abs/report-center/', {
  'company-business-overview': report('CompanyOverviewPage'),
  'member-business-overview': report('MemberOverviewPage'),
  'storage-detail': report('StorageDetailPage'),
  'product-detail': report('ProductDetailPage'),
  'asset-detail': report('AssetDetailPage'),
});

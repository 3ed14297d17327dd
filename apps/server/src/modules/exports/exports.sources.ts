import type { ExportRequest, ExportSourceKey } from '@scf/api/contract';
import type { ExportSource } from './exports.source';
import { absAssetsSource } from './source-abs-assets';
import { absFilePackageSource } from './source-abs-file-package';
import { absCompanyOverviewSource, absMemberOverviewSource, absProductsSource, absStorageSource } from './source-abs-reports';
import { accountFlowsSource } from './source-account-flows';
import { cashSource } from './source-cash';
import { creditsSource, flowRecordsSource } from './source-credits';
import { demoSource } from './source-demo';
import { discountFiBillsSource } from './source-discount-fi-bills';
import { discountMaturitiesSource } from './source-discount-maturities';
import { receiptsZipSource } from './source-receipts-zip';

/** The registry of exportable lists, by key: a new list with 导出 is one source and one line here. */
const SOURCES = {
  credits: creditsSource,
  'cash-plans': cashSource,
  'flow-records': flowRecordsSource,
  'abs-assets': absAssetsSource,
  'abs-company-overview': absCompanyOverviewSource,
  'abs-member-overview': absMemberOverviewSource,
  'abs-storage': absStorageSource,
  'abs-products': absProductsSource,
  'abs-file-package': absFilePackageSource,
  'discount-maturities': discountMaturitiesSource,
  'discount-fi-bills': discountFiBillsSource,
  'account-flows': accountFlowsSource,
  'receipts-zip': receiptsZipSource,
  'demo-rows': demoSource,
} satisfies { [K in ExportSourceKey]: { key: K; label: string } };

/** The source of a request (its type follows the request's key). */
export const sourceOf = (request: ExportRequest): ExportSource => SOURCES[request.source] as unknown as ExportSource;

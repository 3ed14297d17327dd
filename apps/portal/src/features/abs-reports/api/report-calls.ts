import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { absReportEndpoints } from '@scf/api/contract';
import type {
  AbsAssetQuery,
  AbsCollectInput,
  AbsCollection,
  AbsPoolBatch,
  AbsPoolInput,
  AbsProductInput,
  AbsProductRow,
  AbsReportQuery,
} from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';

/** The report centre's filters as the URL keeps them (empty: not filtered; 统计截止日 empty: the business date). */
export interface ReportFilters {
  asOf: string;
  debtorCorpId: string;
  productCode: string;
  fiCorpId: string;
}

export const NO_FILTERS: ReportFilters = { asOf: '', debtorCorpId: '', productCode: '', fiCorpId: '' };

/** The request body of the filters: only those set. */
export const queryOf = (f: ReportFilters): AbsReportQuery => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as AbsReportQuery;

export const useCompanyOverview = (f: ReportFilters) => useEndpoint(absReportEndpoints.companyOverview, { body: queryOf(f) });
export const useMemberOverview = (f: ReportFilters) => useEndpoint(absReportEndpoints.memberOverview, { body: queryOf(f) });
export const useStorageDetail = (f: ReportFilters) => useEndpoint(absReportEndpoints.storageDetail, { body: queryOf(f) });
export const useProductDetail = (f: ReportFilters) => useEndpoint(absReportEndpoints.productDetail, { body: queryOf(f) });
export const useAssetDetail = (q: AbsAssetQuery) => useEndpoint(absReportEndpoints.assetDetail, { body: q });

/** The factor's product manager's writes (domain-lines.md §18.3). */
export const reportCalls = {
  createProduct:
    (body: AbsProductInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<AbsProductRow> =>
      client.call(absReportEndpoints.createProduct, { body }, { idempotencyKey }),
  lockProduct:
    (productCode: string) =>
    (client: ApiClient, idempotencyKey: string): Promise<AbsProductRow> =>
      client.call(absReportEndpoints.lockProduct, { params: { productCode } }, { idempotencyKey }),
  pool:
    (body: AbsPoolInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<AbsPoolBatch> =>
      client.call(absReportEndpoints.pool, { body }, { idempotencyKey }),
  collect:
    (receivableNo: string, body: AbsCollectInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<AbsCollection> =>
      client.call(absReportEndpoints.collect, { params: { receivableNo }, body }, { idempotencyKey }),
};

const CHANGED = [
  absReportEndpoints.companyOverview,
  absReportEndpoints.memberOverview,
  absReportEndpoints.storageDetail,
  absReportEndpoints.productDetail,
  absReportEndpoints.assetDetail,
] as const;

/** Re-reads every report after a write, so the badge and the sums agree with it. */
export const useRefreshReports = (): (() => Promise<void>) => useRefreshReads(CHANGED);

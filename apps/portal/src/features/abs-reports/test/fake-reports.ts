import { ApiError } from '@scf/api';
import { absReportEndpoints, exportEndpoints, referenceEndpoints } from '@scf/api/contract';
import type {
  AbsAssetDetail,
  AbsAssetRow,
  AbsCompanyOverview,
  AbsMemberOverview,
  AbsOverviewRow,
  AbsProductDetail,
  AbsProductRow,
  AbsReconciliation,
  AbsStorageDetail,
} from '@scf/api/contract';
import { fakeClient } from '../../../test/fake-client';
import { withHandlers } from '../../../test/extra-handlers';

export const OK: AbsReconciliation = { consistent: true, label: '对账一致', failed: [] };
const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
const C2 = { corpId: 'C2', corpName: '徐州示例重工机械制造有限公司' };
const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
const zero = '0.00';

const overview = (corp: { corpId: string; corpName: string }, over: Partial<AbsOverviewRow>): AbsOverviewRow => ({
  corp,
  count: 0,
  registered: zero,
  pendingConfirm: zero,
  confirmed: zero,
  transferring: zero,
  transferred: zero,
  pooled: zero,
  overdue: zero,
  settled: zero,
  expired: zero,
  price: zero,
  ...over,
});

/** The C1 group at 2025-06-16 (domain-lines.md §18.6 seed check). */
export const GROUP = overview(C1, {
  count: 5,
  registered: '1950000.00',
  pendingConfirm: '300000.00',
  confirmed: '500000.00',
  transferring: '150000.00',
  pooled: '800000.00',
  settled: '200000.00',
  price: '983876.67',
});
export const companyOverview = (rows = [GROUP], reconciliation = OK): AbsCompanyOverview => ({ asOf: '2025-06-16', rows, reconciliation });
export const memberOverview = (): AbsMemberOverview => ({
  asOf: '2025-06-16',
  rows: [
    overview(C1, {
      count: 4,
      registered: '1650000.00',
      confirmed: '500000.00',
      transferring: '150000.00',
      pooled: '800000.00',
      settled: '200000.00',
      price: '983876.67',
    }),
    overview(C2, { count: 1, registered: '300000.00', pendingConfirm: '300000.00' }),
  ],
  total: { ...GROUP, corp: { corpId: '', corpName: '合计' } },
  reconciliation: OK,
});
export const storageDetail = (): AbsStorageDetail => ({
  asOf: '2025-06-16',
  rows: [
    {
      poolDate: '2025-03-21',
      batchNo: 'PIB20250321000001',
      productCode: 'ABS-P1',
      productName: '建信-徐州示例重工2025年第1期供应链资产支持专项计划',
      count: 1,
      amount: '200000.00',
      price: '197876.67',
      weightedRemainDays: 0,
      pooled: zero,
      settled: '200000.00',
      overdue: zero,
    },
    {
      poolDate: '2025-05-28',
      batchNo: 'PIB20250528000001',
      productCode: 'ABS-P1',
      productName: '建信-徐州示例重工2025年第1期供应链资产支持专项计划',
      count: 1,
      amount: '800000.00',
      price: '786000.00',
      weightedRemainDays: 123,
      pooled: '800000.00',
      settled: zero,
      overdue: zero,
    },
  ],
  reconciliation: OK,
});
export const P1: AbsProductRow = {
  productCode: 'ABS-P1',
  name: '建信-徐州示例重工2025年第1期供应链资产支持专项计划',
  planManager: '建信资本（演示）',
  fi: F1,
  setupDate: '2025-03-21',
  expectedEndDate: '2026-03-20',
  issueSize: '980000.00',
  senior: '900000.00',
  subordinate: '80000.00',
  count: 2,
  amount: '1000000.00',
  pooled: '800000.00',
  overdue: zero,
  settled: '200000.00',
  locked: false,
  status: 'ACTIVE',
  statusLabel: '存续期',
};
export const productDetail = (): AbsProductDetail => ({ asOf: '2025-06-16', rows: [P1], reconciliation: OK });
export const AP1: AbsAssetRow = {
  receivableNo: 'ABR20250609000001',
  debtor: C1,
  creditor: { corpId: 'S1', corpName: '徐州示例精密机械有限公司' },
  currentCreditor: F1,
  amount: '500000.00',
  dueDate: '2025-12-12',
  remainDays: 179,
  transferDate: '2025-06-16',
  price: '489558.33',
  rate: '4.20%',
  priceModeLabel: '折扣方式',
  productCode: null,
  productName: null,
  poolBatchNo: null,
  poolDate: null,
  settledDate: null,
  zdRegNo: 'ZD20250616000003',
  payConfirmed: false,
  bucket: 'TRANSFERRED',
  bucketLabel: '已转让待入池',
  status: 'TRANSFERRED',
  statusLabel: '已转让',
};
export const assetDetail = (): AbsAssetDetail => ({ asOf: '2025-06-16', rows: [AP1], reconciliation: OK });

type Handle = (input: unknown) => unknown;

/** A fake server of the report centre: each endpoint answers its seed figures unless told otherwise. */
export function fakeReports(over: Partial<Record<keyof typeof absReportEndpoints, Handle>> = {}) {
  const fake = fakeClient();
  const handlers: Record<keyof typeof absReportEndpoints, Handle> = {
    companyOverview: () => companyOverview(),
    memberOverview: () => memberOverview(),
    storageDetail: () => storageDetail(),
    productDetail: () => productDetail(),
    assetDetail: () => assetDetail(),
    createProduct: () => ({ ...P1, productCode: 'ABS-P2', name: '第2期', count: 0 }),
    lockProduct: () => ({ ...P1, locked: true }),
    pool: () => ({ batchNo: 'PIB20250616000001', productCode: 'ABS-P1', poolDate: '2025-06-16', count: 1, amount: '500000.00' }),
    collect: () => ({
      receivableNo: AP1.receivableNo,
      collectDate: '2025-06-16',
      amount: '500000.00',
      bankSerial: 'SN-1',
      receiptNo: 'HD2025061600000042',
      status: 'SETTLED',
      statusLabel: '已回款',
    }),
    ...over,
  };
  const handler = withHandlers(fake.client, [
    [referenceEndpoints.businessDate, () => ({ businessDate: '2025-06-16' })],
    // 导出 of 资产明细: counted, then queued in the download centre (no file in a unit test).
    [exportEndpoints.count, () => ({ count: 1, mode: 'JOB' })],
    ...(Object.keys(handlers) as Array<keyof typeof absReportEndpoints>).map((k) => [absReportEndpoints[k], handlers[k]] as const),
  ]);
  return { client: fake.client, handler };
}

export const refusal = (message: string) => new ApiError('LEDGER_RULE', message, 200);

import type { ComponentType } from 'react';
import { creditEndpoints, discountBillEndpoints } from '@scf/api/contract';
import type { BillAppRow, BillDetail, BillPackageRow, MyBillRow } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';

const MODULES = { credit: creditEndpoints, bills: discountBillEndpoints };

export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const S1 = { corpId: 'S1', corpName: '徐州示例精密机械有限公司' };
export const S2 = { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司' };
export const S3 = { corpId: 'S3', corpName: '南京示例电子科技有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
export const BAB1 = '810530300001720250606000000001';
export const BAB2 = '810530300001720250612000000002';
export const NEW = '810530300001720250616000000005';

/** The §20.3 example accepted for S3: 200 000.00, margin 60 000.00, fee 100.00. */
export const bill = (over: Partial<BillPackageRow> = {}): BillPackageRow => ({
  packageNo: NEW,
  drawer: C1,
  acceptor: F1,
  payee: S3,
  amount: '200000.00',
  issueDate: '2025-06-16',
  dueDate: '2025-12-16',
  splittable: true,
  notTransferable: false,
  babAppNo: null,
  lineNo: null,
  margin: '60000.00',
  fee: '100.00',
  contractNo: 'HT-C1-S3-2025-031',
  status: 'ACCEPTED',
  openAppNo: null,
  ...over,
});

export const appRow = (over: Partial<BillAppRow> = {}): BillAppRow => ({
  appNo: 'BPS20250616000001',
  bizType: 'BAB_DELIVER',
  packageNo: NEW,
  drawer: C1,
  payee: S3,
  amount: '200000.00',
  dueDate: '2025-12-16',
  decision: null,
  remark: '',
  appliedDate: '2025-06-16',
  status: 'PENDING_REVIEW',
  ...over,
});

export const myBill = (over: Partial<MyBillRow> = {}): MyBillRow => ({
  packageNo: BAB1,
  drawer: C1,
  acceptor: F1,
  amount: '1200000.00',
  available: '900000.00',
  locked: '0.00',
  used: '300000.00',
  issueDate: '2025-06-06',
  dueDate: '2025-10-04',
  splittable: true,
  status: 'ISSUED',
  due: false,
  ...over,
});

/** BAB-1 after S1 discounted 300 000.00 at F1 (§20.5 example B), as S1 reads it. */
export const BAB1_DETAIL: BillDetail = {
  bill: bill({
    packageNo: BAB1,
    payee: S1,
    amount: '1200000.00',
    issueDate: '2025-06-06',
    dueDate: '2025-10-04',
    margin: '360000.00',
    fee: '600.00',
    status: 'ISSUED',
  }),
  ranges: [
    { rangeId: 'BR1', start: '1', end: '120000000', amount: '1200000.00', holder: S1, status: 'SPLIT', parentRangeId: null },
    { rangeId: 'BR7', start: '30000001', end: '120000000', amount: '900000.00', holder: S1, status: 'HELD', parentRangeId: 'BR1' },
    { rangeId: 'BR6', start: '1', end: '30000000', amount: '300000.00', holder: F1, status: 'DISCOUNTED', parentRangeId: 'BR1' },
    { rangeId: 'BR9', start: '1', end: '10', amount: '0.10', holder: { corpId: '', corpName: '其他持有人' }, status: 'HELD', parentRangeId: 'BR6' },
  ],
  events: [
    { at: '2025-06-06T10:00:00+08:00', label: '银行承兑', corp: F1, appNo: null, amount: '1200000.00', rangeId: null },
    { at: '2025-06-16T10:00:00+08:00', label: '贴现', corp: S1, appNo: 'DSL20250616000001', amount: '300000.00', rangeId: 'BR6' },
  ],
};

export function renderBills(Page: ComponentType, setup: Omit<PlatformScreenSetup<typeof MODULES>, 'modules'>) {
  return renderPlatformScreen(Page, { ...setup, modules: MODULES });
}

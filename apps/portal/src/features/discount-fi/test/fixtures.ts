import { discountMaturityEndpoints, exportEndpoints } from '@scf/api/contract';
import type { FiBillRow, MaturityRow } from '@scf/api/contract';

export const MODULES = { discount: discountMaturityEndpoints, exports: exportEndpoints };

export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };
export const S2 = { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
export const BAB1 = '810530300001720250606000000001';
export const BAB2 = '810530300001720250612000000002';
export const BAB4 = '810530300001720250530000000004';

/** §13.12 after maturity: BAB-4 paid in full on 2025-08-29, BAB-1 paid 2025-10-09 with a 340 000.00 垫款, BAB-2 待到期. */
export const maturity = (over: Partial<MaturityRow> = {}): MaturityRow => ({
  packageNo: BAB4,
  acceptor: F1,
  payee: S1,
  dueDate: '2025-08-29',
  payDate: '2025-08-29',
  amount: '300000.00',
  margin: '90000.00',
  due: '300000.00',
  debited: '300000.00',
  debitedFromSettlement: '210000.00',
  advance: '0.00',
  status: 'NONE',
  penalty: '0.00',
  penaltyDays: 0,
  repaidOn: null,
  canRepay: false,
  repayPending: false,
  canSign: false,
  ...over,
});

export const MATURITIES: MaturityRow[] = [
  maturity(),
  maturity({
    packageNo: BAB1,
    dueDate: '2025-10-04',
    payDate: '2025-10-09',
    amount: '1200000.00',
    margin: '360000.00',
    due: '1200000.00',
    debited: '860000.00',
    debitedFromSettlement: '500000.00',
    advance: '340000.00',
    status: 'OUTSTANDING',
    penalty: '1700.00',
    penaltyDays: 10,
    canRepay: true,
  }),
  maturity({
    packageNo: BAB2,
    payee: S2,
    dueDate: '2025-12-12',
    payDate: '2025-12-12',
    amount: '500000.00',
    margin: '150000.00',
    due: '500000.00',
    debited: '0.00',
    debitedFromSettlement: '0.00',
    status: 'UPCOMING',
  }),
];

export const fiBill = (over: Partial<FiBillRow> = {}): FiBillRow => ({
  packageNo: BAB4,
  drawer: C1,
  acceptor: F1,
  payee: S1,
  amount: '300000.00',
  issueDate: '2025-05-30',
  dueDate: '2025-08-29',
  status: 'ISSUED',
  accepted: true,
  held: '300000.00',
  ...over,
});

export const FI_BILLS: FiBillRow[] = [
  fiBill(),
  fiBill({ packageNo: BAB1, amount: '1200000.00', issueDate: '2025-06-06', dueDate: '2025-10-04', held: '0.00' }),
  fiBill({ packageNo: BAB2, payee: S2, amount: '500000.00', issueDate: '2025-06-12', dueDate: '2025-12-12', status: 'PENDING_RECEIVE', held: '0.00' }),
];

export const EXPORT_LINK = { url: '/v1/exports/download/abcdefghijklmnopqrstuvwxyz', expiresAt: '2025-06-16T02:10:00.000Z' };

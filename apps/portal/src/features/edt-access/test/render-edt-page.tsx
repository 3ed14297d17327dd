import type { ComponentType } from 'react';
import { counterpartyEndpoints, creditEndpoints, eAccountEndpoints, edtEndpoints, fileEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtAccess, EdtLine } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';
import { BUSINESS_DATE, C1, S1, creditDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = {
  edt: edtEndpoints,
  credit: creditEndpoints,
  eAccount: eAccountEndpoints,
  counterparty: counterpartyEndpoints,
  file: fileEndpoints,
} as const;

/** The supplier operator's grants of this part (`/edt/chain/*`). */
export const OPERATOR_PATHS = ['/edt/chain/index/index', '/edt/chain/corp-access/signup', '/edt/chain/corp-access/query', '/edt/chain/granting-manage/query'];
/** The supplier director's (seed menu grants): no 准入签约. */
export const DIRECTOR_PATHS = ['/edt/chain/index/index', '/edt/chain/corp-access/query', '/edt/chain/granting-manage/query', '/edt/chain/order/index'];

export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
export { BUSINESS_DATE, C1, S1 };

/** S1's access with C1 at F1 as the seed has it (准入成功 2025-03-03, valid to 2026-03-02). */
export const access = (over: Partial<EdtAccess> = {}): EdtAccess => ({
  appNo: 'EAC20250303000001',
  supplier: S1,
  core: C1,
  fi: F1,
  status: 'APPROVED',
  tradeAmount: '3600000.00',
  yearsInBusiness: 12,
  contactName: '周杰',
  contactPhone: '13900001101',
  collectAccount: { accountId: 'A-S1-EDT', accountNo: '32050161000000009101', accountName: S1.corpName },
  appliedOn: '2025-03-03',
  approvedOn: '2025-03-03',
  validTo: '2026-03-02',
  ...over,
});

/** LE1 (§19.6's worked example): 2 000 000.00 − used 350 000.00 − frozen 175 000.00 = available 1 475 000.00. */
export const line = (over: Partial<EdtLine> = {}): EdtLine => ({
  lineId: 'LE1',
  supplier: S1,
  core: C1,
  fi: F1,
  total: '2000000.00',
  used: '350000.00',
  frozen: '175000.00',
  available: '1475000.00',
  startDate: '2025-03-05',
  endDate: '2026-03-04',
  revolving: true,
  maxRatio: '70%',
  annualRate: '3.80%',
  dayBasis: 360,
  feeRate: '0.10%',
  graceDays: 3,
  penaltyRate: '5.70%',
  maxDays: 180,
  status: 'ACTIVE',
  ...over,
});

/** The EAC application of an access as `/v1/applications/{appNo}/detail` answers it. */
export const accessApp = (over: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...creditDetail('TRANSFER'),
  bizType: 'EDT_ACCESS',
  productType: 'EDT',
  appNo: 'EAC20250616000001',
  status: 'PENDING_REVIEW',
  amount: '0.00',
  applicant: S1,
  counterparty: F1,
  lines: [],
  credits: [],
  actions: [],
  ...over,
});

/** A screen of 准入 and 授信 against the contract-checking mock platform (answers keyed `edt.x`, `credit.x` …), signing with the mock key. */
export function renderEdtPage(
  Page: ComponentType,
  setup: {
    at: string;
    server: PlatformScreenSetup<typeof MODULES>['server'];
    role?: string;
    userName?: string;
    openedEdt?: string[];
    /** Granted menu paths: the supplier operator's `/edt/chain/*` by default. */
    permissions?: readonly string[];
  },
) {
  return renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: {
      '/v1/contracts/{id}/sign/original': '合同签署\n文件：《e订通业务合作协议》\n核心企业：徐州示例重工集团有限公司',
      '/v1/limits/{id}/original': 'e订通授信审批\n授信编号：LE20250616000001\n授信额度：1,000,000.00元',
    },
    role: setup.role ?? 'ROLE_OPERATOR',
    userName: setup.userName ?? 's1_op',
    permissions: setup.permissions ?? OPERATOR_PATHS,
    openedEdt: setup.openedEdt ?? [],
  });
}

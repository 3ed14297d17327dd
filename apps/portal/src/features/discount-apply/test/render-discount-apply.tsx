import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, creditEndpoints, discountApplyEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, DiscountDetail, DiscountHolding, DiscountHoldings, DiscountRow, DiscountTrial, DiscountTrialLine } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';
import { C1, S1, issueDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = { credit: creditEndpoints, discount: discountApplyEndpoints };

export { C1, S1 };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
/** BAB-1 of the seed (domain-lines.md §13.12): C1 → S1, 1 200 000.00, splittable, due Saturday 2025-10-04. */
export const BAB1 = '810530300001720250606000000001';
/** A whole-only bill of S1 (not splittable), 300 000.00 due 2025-08-29. */
export const BAB4 = '810530300001720250530000000004';
export const DSL = 'DSL20250616000001';
export const DSB = 'DSB20250616000001';

const QUOTE = { fi: F1, annualRate: '1.50%', deferralRule: 1, deferralRuleLabel: '节假日顺延', deferralDays: 0 };

export const holding = (over: Partial<DiscountHolding> = {}): DiscountHolding => ({
  packageNo: BAB1,
  drawer: C1,
  acceptor: F1,
  amount: '1200000.00',
  issueDate: '2025-06-06',
  dueDate: '2025-10-04',
  splittable: true,
  notTransferable: false,
  available: '1200000.00',
  locked: '0.00',
  due: false,
  ranges: [{ rangeId: 'R1', start: '1', end: '120000000', amount: '1200000.00' }],
  quotes: [QUOTE],
  ...over,
});

export const ACCOUNT = {
  accountId: 'A-S1-SETTLE',
  accountNo: '32050161360000011003',
  accountName: S1.corpName,
  bankName: '中国建设银行徐州分行',
  bankCode: 'CCB',
  balance: '500000.00',
};

export const HOLDINGS: DiscountHoldings = {
  businessDate: '2025-06-16',
  packages: [
    holding(),
    holding({
      packageNo: BAB4,
      amount: '300000.00',
      issueDate: '2025-05-30',
      dueDate: '2025-08-29',
      splittable: false,
      available: '300000.00',
      ranges: [{ rangeId: 'R4', start: '0', end: '0', amount: '300000.00' }],
    }),
  ],
  accounts: [ACCOUNT],
};

/** Example B of §20.5: 300 000.00 of BAB-1 at F1 on 2025-06-16, rule 1, 1.50 %, 卖方付息. */
export const LINE_B: DiscountTrialLine = {
  packageNo: BAB1,
  drawer: C1,
  acceptor: F1,
  dueDate: '2025-10-04',
  fromRangeId: 'R1',
  start: '1',
  end: '30000000',
  amount: '300000.00',
  galeDate: '2025-10-09',
  galeDateNote: '国庆节顺延',
  days: 115,
  interest: '1437.50',
  buyer: '0.00',
  seller: '1437.50',
  proceeds: '298562.50',
};

export const TRIAL_B: DiscountTrial = {
  fi: F1,
  trialDate: '2025-06-16',
  annualRate: '1.50%',
  deferralRule: 1,
  deferralRuleLabel: '节假日顺延',
  basis: 360,
  payer: 'SELLER',
  buyerPct: 0,
  lines: [LINE_B],
  totals: { amount: '300000.00', interest: '1437.50', buyer: '0.00', seller: '1437.50', proceeds: '298562.50' },
};

export const discountRow = (over: Partial<DiscountRow> = {}): DiscountRow => ({
  appNo: DSL,
  bizType: 'DISCOUNT_BILL',
  status: 'PENDING_REVIEW',
  seller: S1,
  fi: F1,
  drawers: [C1],
  payer: 'SELLER',
  buyerPct: 0,
  annualRate: '1.50%',
  billCount: 1,
  totals: TRIAL_B.totals,
  appliedDate: '2025-06-16',
  createdAt: '2025-06-16T02:00:00.000Z',
  updatedAt: '2025-06-16T02:00:00.000Z',
  receivedOn: null,
  ...over,
});

export const discountApp = (over: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  issueDetail({
    appNo: DSL,
    bizType: 'DISCOUNT_BILL',
    productType: 'DISCOUNT',
    status: 'PENDING_REVIEW',
    applicant: S1,
    counterparty: F1,
    amount: '300000.00',
    issuer: null,
    issuerAccount: null,
    lines: [],
    credits: [],
    actions: ['APPROVE', 'RETURN'],
    approveOriginal: 'DISCOUNT_BILL_SIGN',
    ...over,
  });

export const discountDetail = (over: Partial<DiscountDetail> = {}, app: Partial<ApplicationDetail> = {}): DiscountDetail => ({
  application: discountApp(app),
  row: discountRow({ status: app.status ?? 'PENDING_REVIEW' }),
  deferralRule: 1,
  deferralRuleLabel: '节假日顺延',
  basis: 360,
  trialDate: '2025-06-16',
  account: {
    accountId: ACCOUNT.accountId,
    accountNo: ACCOUNT.accountNo,
    accountName: ACCOUNT.accountName,
    bankName: ACCOUNT.bankName,
    bankCode: ACCOUNT.bankCode,
  },
  lines: [{ ...LINE_B, rangeId: 'R2', rangeStatus: 'DISCOUNTING' }],
  payerConfirmed: false,
  actions: [],
  ...over,
});

export const page = <T,>(rows: T[]) => ({ rows, total: rows.length });

const USERS: Record<string, string> = { ROLE_OPERATOR: 's1_op', ROLE_DIRECTOR: 's1_dir', ROLE_QUERY: 's1_query' };

/** A 贴现 screen of the supplier against the contract-checking mock platform (answers keyed `discount.x` / `credit.x`), signing with the mock key. */
export function renderDiscountApply(Page: ComponentType, setup: { at: string; server: PlatformScreenSetup<typeof MODULES>['server']; role?: string }) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  return renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: {
      [SIGNING_ORIGINALS.DISCOUNT_BILL_SIGN.endpoint.path]: `【贴现申请书】申请编号：${DSL}\n贴现银行：${F1.corpName}\n贴现金额：300,000.00`,
      [SIGNING_ORIGINALS.DISCOUNT_BATCH_SIGN.endpoint.path]: `【批量贴现申请书】申请编号：${DSB}`,
      [SIGNING_ORIGINALS.DISCOUNT_BILL_REVOKE.endpoint.path]: `【贴现撤回申请】申请编号：${DSL}`,
      [SIGNING_ORIGINALS.DISCOUNT_BATCH_REVOKE.endpoint.path]: `【批量贴现撤回申请】申请编号：${DSB}`,
    },
    role,
    userName: USERS[role] ?? 's1_op',
  });
}

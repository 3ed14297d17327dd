import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, creditEndpoints, discountApplyEndpoints } from '@scf/api/contract';
import type { DiscountDetail, DiscountRow } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = { discount: discountApplyEndpoints, credit: creditEndpoints };

export const S1 = { corpId: 'S1', corpName: '徐州示例精密机械有限公司' };
export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
export const DSB = 'DSB20250616000001';
export const BAB4 = '810530300001720250530000000004';

/** §13.12's DSB…01 as the lists read it: BAB-4 whole at F1, 1.50 %, 卖方付息, 74 days, 925.00, proceeds 299 075.00. */
export const row = (over: Partial<DiscountRow> = {}): DiscountRow => ({
  appNo: DSB,
  bizType: 'DISCOUNT_BATCH',
  status: 'PENDING_FI',
  seller: S1,
  fi: F1,
  drawers: [C1],
  payer: 'SELLER',
  buyerPct: 0,
  annualRate: '1.50%',
  billCount: 1,
  totals: { amount: '300000.00', interest: '925.00', buyer: '0.00', seller: '925.00', proceeds: '299075.00' },
  appliedDate: '2025-06-16',
  createdAt: '2025-06-16T01:30:00.000Z',
  updatedAt: '2025-06-16T01:35:00.000Z',
  receivedOn: null,
  ...over,
});

export const detail = (over: Partial<DiscountDetail> = {}, rowOver: Partial<DiscountRow> = {}): DiscountDetail => {
  const r = row(rowOver);
  return {
    application: issueDetail({
      appNo: r.appNo,
      bizType: r.bizType,
      productType: 'DISCOUNT',
      status: r.status,
      applicant: S1,
      counterparty: F1,
      amount: '300000.00',
      actions: [],
      lines: [],
    }),
    row: r,
    deferralRule: 1,
    deferralRuleLabel: '节假日顺延',
    basis: 360,
    trialDate: '2025-06-16',
    account: { accountId: 'A-S1-SETTLE', accountNo: '32050161360000011003', accountName: S1.corpName, bankName: '中国建设银行徐州分行', bankCode: 'CCB' },
    lines: [
      {
        packageNo: BAB4,
        drawer: C1,
        acceptor: F1,
        dueDate: '2025-08-29',
        fromRangeId: 'BR0000000003',
        start: '0',
        end: '0',
        amount: '300000.00',
        galeDate: '2025-08-29',
        galeDateNote: null,
        days: 74,
        interest: r.totals.interest,
        buyer: r.totals.buyer,
        seller: r.totals.seller,
        proceeds: r.totals.proceeds,
        rangeId: 'BR0000000003',
        rangeStatus: 'DISCOUNTING',
      },
    ],
    payerConfirmed: false,
    actions: ['FI_PASS', 'FI_REJECT'],
    ...over,
  };
};

export const page = (rows: DiscountRow[]) => ({ rows, total: rows.length });

const USERS: Record<string, string> = { ROLE_CLIENT_MANAGER: 'f1_cm', ROLE_PRODUCT_MANAGER: 'f1_pm', ROLE_OPERATOR: 'c1_op', ROLE_DIRECTOR: 'c1_dir' };

/** A 贴现审批 / 买方付息确认 screen against the contract-checking mock platform, signing with the mock key. */
export function renderDiscountReview(Page: ComponentType, setup: { at: string; server: PlatformScreenSetup<typeof MODULES>['server']; role: string }) {
  return renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: {
      [SIGNING_ORIGINALS.DISCOUNT_BATCH_RECEIVE.endpoint.path]: '批量贴现签收\n申请编号：DSB20250616000001\n实付金额合计：299,075.00元',
      [SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint.path]: '文件：《买方付息确认书》\n买方付息合计：862.50元',
    },
    role: setup.role,
    userName: USERS[setup.role] ?? 'f1_cm',
  });
}

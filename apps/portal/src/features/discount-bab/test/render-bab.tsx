import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, babEndpoints, creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, BabIssueDetail, BabIssueRow, BabLine } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = { bab: babEndpoints, credit: creditEndpoints };

export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
export const S1 = { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' };
export const S3 = { corpId: 'S3', corpName: '宿迁示例五金加工厂' };
export const APP_NO = 'BAB20250616000001';

/** LB1 of the seed (§13.12): 20 000 000.00, used 1 400 000.00, frozen 140 000.00 (BAB…03) → 可用 18 460 000.00. */
export const lb1 = (over: Partial<BabLine> = {}): BabLine => ({
  lineId: 'LB1',
  fi: F1,
  total: '20000000.00',
  used: '1400000.00',
  frozen: '140000.00',
  available: '18460000.00',
  marginRatio: '30%',
  acceptFeeRate: '0.05%',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  ...over,
});

export const application = (over: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  issueDetail({
    appNo: APP_NO,
    bizType: 'BAB_ISSUE',
    productType: 'DISCOUNT',
    status: 'PENDING_REVIEW',
    applicant: C1,
    counterparty: F1,
    issuer: null,
    issuerAccount: null,
    amount: '200000.00',
    lines: [],
    credits: [],
    reason: '出票明细1笔',
    ...over,
  });

/** BAB…03 of the seed: 200 000.00 to S3 due 2025-12-16 (the §20.3 example: 60 000.00 / 140 000.00 / 100.00). */
export const babDetail = (over: Partial<ApplicationDetail> = {}): BabIssueDetail => ({
  application: application(over),
  acceptor: F1,
  issueDate: '2025-06-16',
  marginRatio: '30%',
  acceptFeeRate: '0.05%',
  lines: [
    {
      lineNo: 'BIL20250616000001',
      seq: 1,
      payee: S3,
      amount: '200000.00',
      dueDate: '2025-12-16',
      splittable: true,
      notTransferable: false,
      contractNo: 'HT-C1-S3-2025-031',
      invoiceNos: ['25322000000031006518'],
      margin: '60000.00',
      exposure: '140000.00',
      fee: '100.00',
      packageNo: null,
    },
  ],
  totals: { amount: '200000.00', margin: '60000.00', exposure: '140000.00', fee: '100.00' },
});

export const row = (over: Partial<BabIssueRow> = {}): BabIssueRow => ({
  appNo: APP_NO,
  status: 'PENDING_REVIEW',
  statusLabel: '待复核',
  drawer: C1,
  acceptor: F1,
  payees: [S3.corpName],
  lineCount: 1,
  amount: '200000.00',
  margin: '60000.00',
  fee: '100.00',
  appliedDate: '2025-06-16',
  creator: '经办员',
  ...over,
});

/** A 银承 screen against the contract-checking mock platform (answers keyed `bab.x` / `credit.x`), signing with the mock key. */
export function renderBab(Page: ComponentType, setup: { at: string; server: PlatformScreenSetup<typeof MODULES>['server']; role?: string }) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  return renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: {
      [SIGNING_ORIGINALS.BAB_APPLY.endpoint.path.replace('{id}', APP_NO)]: '银承出票复核\n票据金额合计：200,000.00元（大写：贰拾万元整）',
      [SIGNING_ORIGINALS.BAB_APPROVE.endpoint.path.replace('{id}', APP_NO)]: '银承出票承兑\n保证金合计：60,000.00元（大写：陆万元整）',
    },
    role,
    userName: role,
  });
}

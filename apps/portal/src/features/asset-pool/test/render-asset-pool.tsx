import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, creditEndpoints, pondEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, Pond, PondDetail, PondPending } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = { credit: creditEndpoints, pond: pondEndpoints };

export const S1 = { corpId: 'S1', corpName: '徐州示例精密机械有限公司' };
export const F1 = { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' };
export const AT = '/my/asset-pool/index';
export const POND_NO = 'PND20250430000001';

/** P1 of the seed (domain-lines.md §13.10): CR1-B2 在池, D1 未结清 → 池额度 270 000.00, 可用 170 000.00. */
export const pond = (over: Partial<Pond> = {}): Pond => ({
  pondNo: POND_NO,
  pledgor: S1,
  fi: F1,
  creditMode: 'TOTAL',
  pledgeRate: '0.90',
  drawRate: '3.50%',
  startDate: '2025-04-30',
  endDate: '2026-04-29',
  status: 'ACTIVE',
  marginAccountNo: '32050161360000011004',
  figures: { poolLimit: '270000.00', exposure: '100000.00', available: '170000.00', margin: '0.00', levelPercent: '270.00', warning: false },
  ...over,
});

export const detail = (over: Partial<PondDetail> = {}): PondDetail => ({
  pond: pond(),
  assets: [
    {
      prNo: 'PRC20250430000001',
      assetType: 'CREDIT',
      assetNo: 'XG20250418000012',
      amount: '300000.00',
      value: '270000.00',
      dueDate: '2025-09-05',
      status: 'IN_POOL',
      inDate: '2025-04-30',
      outDate: null,
    },
  ],
  drawdowns: [
    {
      drawdownNo: 'PDD20250506000001',
      principal: '100000.00',
      repaidPrincipal: '0.00',
      outstanding: '100000.00',
      rate: '3.50%',
      valueDate: '2025-05-06',
      dueDate: '2025-08-29',
      status: 'FUNDED',
      loanNo: 'LN20250506000001',
    },
  ],
  repays: [],
  movements: [],
  marginWithdrawable: '0.00',
  ...over,
});

export const pendingRow = (over: Partial<PondPending> = {}): PondPending => ({
  appNo: 'PDD20250616000002',
  bizType: 'POND_DRAWDOWN',
  pondNo: POND_NO,
  pledgor: S1,
  amount: '200000.00',
  appliedDate: '2025-06-16',
  status: 'PENDING_REVIEW',
  ...over,
});

export const applied = (appNo: string): ApplicationDetail =>
  issueDetail({ appNo, bizType: 'POND_DRAWDOWN', productType: 'CREDIT', status: 'PENDING_REVIEW', issuer: null, issuerAccount: null, lines: [], credits: [] });

/** The pool page against the contract-checking mock platform (answers keyed `pond.x` / `credit.x`), signing with the mock key. */
export function renderAssetPool(Page: ComponentType, setup: { server: PlatformScreenSetup<typeof MODULES>['server']; role?: string }) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  const view = renderPlatformScreen(Page, {
    at: AT,
    modules: MODULES,
    server: setup.server,
    paths: {
      [SIGNING_ORIGINALS.POND_DRAWDOWN.endpoint.path]: '资产池提款复核\n提款金额：200,000.00元（大写：贰拾万元整）',
      [SIGNING_ORIGINALS.POND_IN.endpoint.path]: '资产入池审批\n入池资产：1笔',
      [SIGNING_ORIGINALS.ACCOUNT_COLLECT.endpoint.path]: '保证金提取复核\n保证金提取金额：70,000.00元（大写：柒万元整）',
    },
    role,
    userName: role,
  });
  return view;
}

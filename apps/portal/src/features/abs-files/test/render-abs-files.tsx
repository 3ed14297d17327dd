import type { ComponentType } from 'react';
import { SIGNING_ORIGINALS, absFileEndpoints, creditEndpoints, exportEndpoints, fileEndpoints } from '@scf/api/contract';
import type { AbsDocCell, AbsFileRow } from '@scf/api/contract';
import { renderPlatformScreen } from '../../../test/render-platform-screen';
import type { PlatformScreenSetup } from '../../../test/render-platform-screen';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';

const MODULES = { absFiles: absFileEndpoints, credit: creditEndpoints, files: fileEndpoints, exports: exportEndpoints };

export const C1 = { corpId: 'C1', corpName: '徐州示例重工集团有限公司' };
export const S1 = { corpId: 'S1', corpName: '徐州示例精密机械有限公司' };

const NA = (kind: AbsDocCell['kind']): AbsDocCell => ({
  kind,
  state: 'NA',
  stateLabel: '不适用',
  signer: null,
  date: null,
  fileId: null,
  fileName: null,
  verifyCode: null,
});
export const signed = (kind: AbsDocCell['kind'], over: Partial<AbsDocCell> = {}): AbsDocCell => ({
  ...NA(kind),
  state: 'SIGNED',
  stateLabel: '已签署',
  signer: '王主管（徐州示例重工集团有限公司）',
  date: '2025-06-10',
  fileId: `file-${kind.toLowerCase()}`,
  fileName: `${kind}.pdf`,
  verifyCode: 'ABCDEFGHJKMNPQRS',
  ...over,
});
export const pending = (kind: AbsDocCell['kind'], over: Partial<AbsDocCell> = {}): AbsDocCell => ({
  ...NA(kind),
  state: 'PENDING',
  stateLabel: '待签署',
  ...over,
});

const KINDS = ['CONFIRMATION', 'TRANSFER_APPLY', 'TRANSFER_NOTICE', 'PAY_CONFIRM', 'ZD_CERT'] as const;

/** AP1 of the seed (§13.9) after its transfer: every document signed but the 付款确认书 (待签署, its PDF issued). */
export const fileRow = (over: Partial<AbsFileRow> = {}): AbsFileRow => ({
  receivableNo: 'ABR20250610000001',
  debtor: C1,
  creditor: S1,
  amount: '500000.00',
  dueDate: '2025-12-12',
  status: 'TRANSFERRED',
  statusLabel: '已转让',
  payConfirmed: false,
  payConfirmAppNo: null,
  canSubmitPayConfirm: true,
  cells: KINDS.map((k) =>
    k === 'PAY_CONFIRM' ? pending(k, { fileId: 'file-pay', fileName: '付款确认书-ABR20250610000001.pdf', date: '2025-06-16' }) : signed(k),
  ),
  ...over,
});

/** AP2 (§13.9): C2's payable to S1, its 确认函 待签署, nothing else yet. */
export const unconfirmedRow = (): AbsFileRow =>
  fileRow({
    receivableNo: 'ABR20250612000002',
    debtor: { corpId: 'C2', corpName: '徐州示例重工（成员）有限公司' },
    amount: '300000.00',
    dueDate: '2025-11-14',
    status: 'PENDING_CONFIRM',
    statusLabel: '待确权',
    canSubmitPayConfirm: false,
    cells: KINDS.map((k) => (k === 'CONFIRMATION' ? pending(k) : NA(k))),
  });

/** An ABS_PAY_CONFIRM application as the server answers 提交签署 and the director's 同意. */
export const payConfirmApp = (status: 'PENDING_REVIEW' | 'COMPLETED') =>
  issueDetail({
    appNo: 'APF20250616000001',
    bizType: 'ABS_PAY_CONFIRM',
    productType: 'ABS',
    status,
    applicant: C1,
    counterparty: null,
    amount: '500000.00',
    issuer: null,
    issuerAccount: null,
    lines: [],
    credits: [],
    actions: [],
  });

/** An archive screen against the contract-checking mock platform, signing with the mock key. */
export function renderAbsFiles(Page: ComponentType, setup: { at: string; server: PlatformScreenSetup<typeof MODULES>['server']; role?: string }) {
  const role = setup.role ?? 'ROLE_OPERATOR';
  const view = renderPlatformScreen(Page, {
    at: setup.at,
    modules: MODULES,
    server: setup.server,
    paths: {
      [SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint.path]:
        '付款确认书签署\n申请编号：APF20250616000001\n【付款确认书】SHA-256：ab\n应收账款编号：ABR20250610000001',
    },
    role,
    userName: role === 'ROLE_DIRECTOR' ? 'c1_dir' : 'c1_op',
    withUrl: true,
  });
  return view;
}

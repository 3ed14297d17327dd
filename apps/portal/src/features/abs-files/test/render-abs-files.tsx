import type { ComponentType } from 'react';
import { HOLIDAY_REGION, SIGNING_ORIGINALS, absFileEndpoints, creditEndpoints, fileEndpoints, referenceEndpoints } from '@scf/api/contract';
import type { AbsDocCell, AbsFileRow } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { BUSINESS_DATE, DIRECTOR_KEY, HOLIDAYS, issueDetail } from '../../../lib/applications/test/credit-fixtures';

type Route = `absFiles.${keyof typeof absFileEndpoints}` | `credit.${keyof typeof creditEndpoints}` | `files.${keyof typeof fileEndpoints}`;
const MODULES = { absFiles: absFileEndpoints, credit: creditEndpoints, files: fileEndpoints } as Record<
  string,
  Record<string, { path: string; method: string }>
>;

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
export function renderAbsFiles(Page: ComponentType, setup: { at: string; server: Partial<Record<Route, unknown>>; role?: string }) {
  const endpointOf = (name: string) => {
    const [mod, key] = name.split('.') as [string, string];
    return MODULES[mod]![key]!;
  };
  const transport = createMockTransport({
    [referenceEndpoints.holidays.path]: (input: { body: { region: string } }) => (input.body.region === HOLIDAY_REGION ? HOLIDAYS : []),
    [referenceEndpoints.businessDate.path]: { businessDate: BUSINESS_DATE },
    [SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint.path]: '付款确认书签署\n申请编号：APF20250616000001\n【付款确认书】SHA-256：ab\n应收账款编号：ABR20250610000001',
    ...Object.fromEntries(Object.entries(setup.server).map(([name, answer]) => [endpointOf(name).path, answer])),
  });
  const role = setup.role ?? 'ROLE_OPERATOR';
  const driver = createMockDriver({ version: '3.2.0', certificates: [DIRECTOR_KEY] });
  const auth = testAuth({ userName: role === 'ROLE_DIRECTOR' ? 'c1_dir' : 'c1_op', role: role as never, roleLabel: role, uKeyCodeSuffix: '0101' });
  const signing = { config: defaultSigningConfig(transport, [driver]), role: { uKeyCodeSuffix: '0101', roleName: role } };
  // Links (预览's download, 下载文件包) as the real client builds them: the path with its parameters, then the query.
  const url = (e: { path: string }, input: { params?: Record<string, string>; query?: Record<string, string> } = {}) => {
    const path = e.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(input.params?.[k] ?? ''));
    const query = new URLSearchParams(input.query ?? {}).toString();
    return query ? `${path}?${query}` : path;
  };
  const view = renderScreen(Page, { at: setup.at, client: Object.assign(transport, { url }), auth, signing });
  const sent = (name: Route) => {
    const e = endpointOf(name);
    const re = new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return transport.calls.filter((c) => c.method === e.method && re.test(c.path)).map((c) => c.body ?? c.query ?? c.path);
  };
  return { ...view, transport, sent };
}

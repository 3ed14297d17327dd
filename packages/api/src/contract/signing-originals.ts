/**
 * The one table of signing-original calls (spec §7 "Signing-original calls"): for each business type, how the
 * client fetches the text the key signs and which business list the signed payload carries (spec §3). The API
 * client, the signing SDK and the reference server all read this table, so the three cannot drift apart.
 *
 * spec §7 names the calls but gives a full path only for `credits/{ids}/signature/assemble?raType`; the other
 * paths are this platform's [D]. `{id}` / `{ids}` are filled per call (encoded, `{ids}` comma-joined). A POST
 * sends `{ ids: [...] }` as its JSON body.
 */
export interface SigningOriginalDef {
  /** Chinese name shown in the signing dialog. */
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body: 'none' | 'ids';
  /** Query parameters the call carries. */
  query?: readonly 'raType'[];
  /** Business list attached to the signed payload (spec §3). */
  attach?: 'creditList' | 'pondInApplyList' | 'pond' | 'pondDrawdownList' | 'babIssueList';
  /** Marker sent in no-key mode (spec §3: ORDER_FIN_APPLY for a financing apply). */
  noKeyBusinessType?: 'ORDER_FIN_APPLY';
}

type Extra = Partial<Pick<SigningOriginalDef, 'query' | 'attach' | 'noKeyBusinessType'>>;
const get = (label: string, path: string, extra: Extra = {}): SigningOriginalDef => ({ label, method: 'GET', path, body: 'none', ...extra });
const post = (label: string, path: string, extra: Extra = {}): SigningOriginalDef => ({ label, method: 'POST', path, body: 'ids', ...extra });
const noKey = { noKeyBusinessType: 'ORDER_FIN_APPLY' } as const;

export const SIGNING_ORIGINALS = {
  GUARANTEE_BATCH: post('保函批量签署', '/v1/guarantees/batch/signature/original'),
  CONTRACT_SIGN: get('合同签署', '/v1/contracts/{id}/sign/original'),
  CREDIT_ASSEMBLE: get('凭证签章', '/v1/credits/{ids}/signature/assemble', { query: ['raType'], attach: 'creditList' }),
  ORDER_LOAN_APPLY_ASSEMBLE: get('订单融资申请', '/v1/orders/loan-applys/{id}/signature/assemble', noKey),
  ORDER_LOAN_APPLY_ASSEMBLE_EXIST: get('订单融资申请（已有订单）', '/v1/orders/loan-applys/{id}/signature/assemble-exist', noKey),
  ORDER_LOAN_APPLY_ASSEMBLE_EDIT: get('订单融资修改', '/v1/orders/loan-applys/{id}/signature/assemble-edit', noKey),
  ORDER_LOAN_APPLY_FINAL_APPROVE: get('订单融资终审', '/v1/orders/loan-applys/{id}/signature/final-approve'),
  PENDING_GUARANTY_CREATE: get('担保申请', '/v1/pending-guarantys/{id}/create/original'),
  PENDING_GUARANTY_APPROVE: get('担保审批', '/v1/pending-guarantys/{id}/approve/original'),
  REPAYMENT: get('还款', '/v1/repayments/{id}/original'),
  ADVANCED_PAYMENT: get('提前还款', '/v1/advanced-payments/{id}/original'),
  FIN_APPLY_CREATE: post('融资申请', '/v1/fin-applys/create/original', { attach: 'creditList' }),
  FIN_APPLY_APPROVE: post('融资审批', '/v1/fin-applys/approve/original', { attach: 'creditList' }),
  BAB_APPLY: get('银承申请', '/v1/babs/{id}/apply/original'),
  BAB_APPROVE: get('银承审批', '/v1/babs/{id}/approve/original'),
  BAB_SUBMIT: get('银承提交', '/v1/babs/{id}/submit/original'),
  BAB_RECEIVE: get('银承签收', '/v1/babs/{id}/receive/original'),
  GPC_PUR_FIN_APPLY: get('采购融资申请', '/v1/gpc/pur-fin-applys/{id}/original'),
  CCB_CONTRACT_APPLY: get('建行合同申请', '/v1/ccb/contracts/{id}/apply/original'),
  CCB_CONTRACT_SIGN: get('建行合同签署', '/v1/ccb/contracts/{id}/sign/original'),
  PRODUCT: get('产品开通', '/v1/products/{id}/original'),
  PENDING_LIMIT: get('额度分配申请', '/v1/pending-limits/{id}/original'),
  LIMIT: get('额度审批', '/v1/limits/{id}/original'),
  ACCOUNT_COLLECT: get('归集账户', '/v1/accounts/collects/{id}/original'),
  VOUCHER_PAYROLL_BANK: get('付款通代发', '/v1/voucher/payroll/bank/{id}/original'),
  POND_REPAY: get('资产池还款', '/v1/ponds/{id}/repay/original', { attach: 'pond' }),
  POND_IN: post('资产入池', '/v1/ponds/in/original', { attach: 'pondInApplyList' }),
  POND_DRAWDOWN: post('资产池提款', '/v1/ponds/drawdown/original', { attach: 'pondDrawdownList' }),
  BAB_ISSUE: post('银承出票', '/v1/babs/issue/original', { attach: 'babIssueList' }),
  EZT_FIN_APPLY: get('e账通融资申请', '/v1/ezt/fin-applys/{id}/original'),
  EZT_REPAYMENT_APPLY: get('e账通还款申请', '/v1/ezt/repayment-applys/{id}/original'),
  DISCOUNT_BILL_SIGN: post('贴现签署', '/v1/discount/bills/sign/original'),
  DISCOUNT_BILL_REVOKE: post('贴现撤回', '/v1/discount/bills/revoke/original'),
  DISCOUNT_BILL_RECEIVE: post('贴现签收', '/v1/discount/bills/receive/original'),
  DISCOUNT_BATCH_SIGN: post('批量贴现签署', '/v1/discount/batches/sign/original'),
  DISCOUNT_BATCH_REVOKE: post('批量贴现撤回', '/v1/discount/batches/revoke/original'),
  DISCOUNT_BATCH_RECEIVE: post('批量贴现签收', '/v1/discount/batches/receive/original'),
  QUOTA_RELEASE: get('额度释放', '/v1/quota/release/{id}/original'),
  HAIER_REPAYMENT: get('还款（海尔）', '/v1/haier/repayments/{id}/original'),
} as const satisfies Record<string, SigningOriginalDef>;

export type SigningBusinessType = keyof typeof SIGNING_ORIGINALS;

/** A typed error for ids or params that do not fit the chosen call; nothing is sent. */
export class SigningOriginalParamsError extends Error {
  override readonly name = 'SigningOriginalParamsError';
  readonly code = 'SIGNING_ORIGINAL_PARAMS';
}

export interface SigningOriginalRequest {
  method: 'GET' | 'POST';
  /** Path with `{id}` / `{ids}` filled (each id encoded so it cannot leave its segment). */
  path: string;
  query: Record<string, string>;
  body: { ids: string[] } | undefined;
}

/** The request one business type's original text needs, without sending it. */
export function signingOriginalRequest(type: SigningBusinessType, ids: readonly string[], params: { raType?: string } = {}): SigningOriginalRequest {
  const def: SigningOriginalDef = SIGNING_ORIGINALS[type];
  if (ids.length === 0 || ids.some((id) => id.length === 0)) throw new SigningOriginalParamsError(`${type}: ids are required`);
  const path = def.path.replace('{ids}', () => ids.map(encodeURIComponent).join(',')).replace('{id}', () => encodeURIComponent(ids[0]!));
  const query: Record<string, string> = {};
  for (const key of def.query ?? []) {
    const value = params[key];
    if (!value) throw new SigningOriginalParamsError(`${type}: ${key} is required`);
    query[key] = value;
  }
  return { method: def.method, path, query, body: def.body === 'ids' ? { ids: [...ids] } : undefined };
}

export type SigningAttachment =
  | { creditList: { fkCredit: string }[] }
  | { pondInApplyList: { fkPondReceivable: string }[] }
  | { pond: { fkPond: string } }
  | { pondDrawdownList: { pkPondDrawdown: string }[] }
  | { babIssueList: { pkBabIssue: string }[] }
  | Record<string, never>;

/** The business list a signed payload carries for these ids (spec §3); empty when the type carries none. */
export function signingAttachment(type: SigningBusinessType, ids: readonly string[]): SigningAttachment {
  const def: SigningOriginalDef = SIGNING_ORIGINALS[type];
  switch (def.attach) {
    case 'creditList':
      return { creditList: ids.map((fkCredit) => ({ fkCredit })) };
    case 'pondInApplyList':
      return { pondInApplyList: ids.map((fkPondReceivable) => ({ fkPondReceivable })) };
    case 'pond':
      return { pond: { fkPond: ids[0] ?? '' } };
    case 'pondDrawdownList':
      return { pondDrawdownList: ids.map((pkPondDrawdown) => ({ pkPondDrawdown })) };
    case 'babIssueList':
      return { babIssueList: ids.map((pkBabIssue) => ({ pkBabIssue })) };
    default:
      return {};
  }
}

/**
 * The signing-original calls of spec §7: for each business type, the endpoint that answers the text the key signs
 * and which business list the signed payload carries (spec §3). The API client, the signing SDK and the reference
 * server all read this one table.
 *
 * spec §7 names the calls but gives a full path only for `credits/{ids}/signature/assemble?raType`; the other
 * paths are this platform's [D]. A GET carries the id (`{id}`) or the comma-joined ids (`{ids}`) in its path; a
 * POST sends `{ ids: [...] }`.
 */
import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { get, pathSegmentSchema, post } from '../endpoint';
import { originalTextSchema } from './signing';

export interface SigningOriginalDef {
  /** Chinese name shown in the signing dialog. */
  label: string;
  endpoint: AnyEndpoint;
  /** Business list attached to the signed payload (spec §3). */
  attach?: 'creditList' | 'pondInApplyList' | 'pond' | 'pondDrawdownList' | 'babIssueList';
  /** Marker sent in no-key mode (spec §3: ORDER_FIN_APPLY for a financing apply). */
  noKeyBusinessType?: 'ORDER_FIN_APPLY';
}

const idsBody = z.strictObject({
  ids: z
    .array(pathSegmentSchema.check(z.maxLength(64)))
    .min(1)
    .max(500),
});
const raTypeQuery = z.strictObject({ raType: z.string().min(1).max(20) });

type Extra = Pick<SigningOriginalDef, 'attach' | 'noKeyBusinessType'>;
const byId = <P extends `${string}{id}${string}`>(label: string, path: P, extra: Extra = {}) => ({
  label,
  endpoint: get(path, { response: originalTextSchema }),
  ...extra,
});
const byIds = <P extends string>(label: string, path: P, extra: Extra = {}) => ({
  label,
  endpoint: post(path, { body: idsBody, response: originalTextSchema }),
  ...extra,
});
const noKey = { noKeyBusinessType: 'ORDER_FIN_APPLY' } as const;

export const SIGNING_ORIGINALS = {
  GUARANTEE_BATCH: byIds('保函批量签署', '/v1/guarantees/batch/signature/original'),
  CONTRACT_SIGN: byId('合同签署', '/v1/contracts/{id}/sign/original'),
  CREDIT_ASSEMBLE: {
    label: '凭证签章',
    endpoint: get('/v1/credits/{ids}/signature/assemble', { query: raTypeQuery, response: originalTextSchema }),
    attach: 'creditList',
  },
  ORDER_LOAN_APPLY_ASSEMBLE: byId('订单融资申请', '/v1/orders/loan-applys/{id}/signature/assemble', noKey),
  ORDER_LOAN_APPLY_ASSEMBLE_EXIST: byId('订单融资申请（已有订单）', '/v1/orders/loan-applys/{id}/signature/assemble-exist', noKey),
  ORDER_LOAN_APPLY_ASSEMBLE_EDIT: byId('订单融资修改', '/v1/orders/loan-applys/{id}/signature/assemble-edit', noKey),
  ORDER_LOAN_APPLY_FINAL_APPROVE: byId('订单融资终审', '/v1/orders/loan-applys/{id}/signature/final-approve'),
  PENDING_GUARANTY_CREATE: byId('担保申请', '/v1/pending-guarantys/{id}/create/original'),
  PENDING_GUARANTY_APPROVE: byId('担保审批', '/v1/pending-guarantys/{id}/approve/original'),
  REPAYMENT: byId('还款', '/v1/repayments/{id}/original'),
  ADVANCED_PAYMENT: byId('提前还款', '/v1/advanced-payments/{id}/original'),
  FIN_APPLY_CREATE: byIds('融资申请', '/v1/fin-applys/create/original', { attach: 'creditList' }),
  FIN_APPLY_APPROVE: byIds('融资审批', '/v1/fin-applys/approve/original', { attach: 'creditList' }),
  BAB_APPLY: byId('银承申请', '/v1/babs/{id}/apply/original'),
  BAB_APPROVE: byId('银承审批', '/v1/babs/{id}/approve/original'),
  BAB_SUBMIT: byId('银承提交', '/v1/babs/{id}/submit/original'),
  BAB_RECEIVE: byId('银承签收', '/v1/babs/{id}/receive/original'),
  GPC_PUR_FIN_APPLY: byId('采购融资申请', '/v1/gpc/pur-fin-applys/{id}/original'),
  CCB_CONTRACT_APPLY: byId('建行合同申请', '/v1/ccb/contracts/{id}/apply/original'),
  CCB_CONTRACT_SIGN: byId('建行合同签署', '/v1/ccb/contracts/{id}/sign/original'),
  PRODUCT: byId('产品开通', '/v1/products/{id}/original'),
  PENDING_LIMIT: byId('额度分配申请', '/v1/pending-limits/{id}/original'),
  LIMIT: byId('额度审批', '/v1/limits/{id}/original'),
  ACCOUNT_COLLECT: byId('归集账户', '/v1/accounts/collects/{id}/original'),
  VOUCHER_PAYROLL_BANK: byId('付款通代发', '/v1/voucher/payroll/bank/{id}/original'),
  POND_REPAY: byId('资产池还款', '/v1/ponds/{id}/repay/original', { attach: 'pond' }),
  POND_IN: byIds('资产入池', '/v1/ponds/in/original', { attach: 'pondInApplyList' }),
  POND_DRAWDOWN: byIds('资产池提款', '/v1/ponds/drawdown/original', { attach: 'pondDrawdownList' }),
  BAB_ISSUE: byIds('银承出票', '/v1/babs/issue/original', { attach: 'babIssueList' }),
  EZT_FIN_APPLY: byId('e账通融资申请', '/v1/ezt/fin-applys/{id}/original'),
  EZT_REPAYMENT_APPLY: byId('e账通还款申请', '/v1/ezt/repayment-applys/{id}/original'),
  DISCOUNT_BILL_SIGN: byIds('贴现签署', '/v1/discount/bills/sign/original'),
  DISCOUNT_BILL_REVOKE: byIds('贴现撤回', '/v1/discount/bills/revoke/original'),
  DISCOUNT_BILL_RECEIVE: byIds('贴现签收', '/v1/discount/bills/receive/original'),
  DISCOUNT_BATCH_SIGN: byIds('批量贴现签署', '/v1/discount/batches/sign/original'),
  DISCOUNT_BATCH_REVOKE: byIds('批量贴现撤回', '/v1/discount/batches/revoke/original'),
  DISCOUNT_BATCH_RECEIVE: byIds('批量贴现签收', '/v1/discount/batches/receive/original'),
  QUOTA_RELEASE: byId('额度释放', '/v1/quota/release/{id}/original'),
  HAIER_REPAYMENT: byId('还款（海尔）', '/v1/haier/repayments/{id}/original'),
} as const satisfies Record<string, SigningOriginalDef>;

export type SigningBusinessType = keyof typeof SIGNING_ORIGINALS;

/** A typed error for ids or params that do not fit the chosen call; nothing is sent. */
export class SigningOriginalParamsError extends Error {
  override readonly name = 'SigningOriginalParamsError';
  readonly code = 'SIGNING_ORIGINAL_PARAMS';
}

/** The endpoint and input that fetch one business type's original text, without sending it. */
export function signingOriginalCall(
  type: SigningBusinessType,
  ids: readonly string[],
  params: { raType?: string } = {},
): { endpoint: AnyEndpoint; input: Record<string, unknown> } {
  const { endpoint }: SigningOriginalDef = SIGNING_ORIGINALS[type];
  if (ids.length === 0 || ids.some((id) => id.length === 0)) throw new SigningOriginalParamsError(`${type}: ids are required`);
  const input: Record<string, unknown> = {};
  if (endpoint.method === 'POST') input.body = { ids: [...ids] };
  else if (endpoint.path.includes('{ids}')) input.params = { ids: ids.join(',') };
  else input.params = { id: ids[0] };
  if (endpoint.query) {
    if (!params.raType) throw new SigningOriginalParamsError(`${type}: raType is required`);
    input.query = { raType: params.raType };
  }
  return { endpoint, input };
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

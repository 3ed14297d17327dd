import { APP_STATUS_LABEL, BIZ_TYPE_LABEL } from '@scf/api/contract';
import { fenToChineseCapital, formatFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { stateDigest } from '../../platform/signing/challenge-store';
import { issueLinesOf, limitDistOf } from './application.repo';
import type { AppRow } from './application.repo';
import { amountOf } from './credit-moves';
import { appCreditParts } from './credit.repo';
import { accountOf } from './party.repo';

/** Amount in figures and in 大写 (WYSIWYS, security.md §2.6). */
const money = (fen: bigint): string => `${formatFen(fen)}元（大写：${fen < 0n ? '负' : ''}${fenToChineseCapital(fen < 0n ? -fen : fen)}）`;

/** The state the signature covers: any change of the application between the original and the submission is refused. */
export const appDigest = (a: AppRow): string =>
  stateDigest({ appNo: a.app_no, bizType: a.biz_type, status: a.status, version: String(a.version), amountFen: String(amountOf(a)) });

async function issueLines(q: Queryable, a: AppRow): Promise<string[]> {
  const account = a.issuer_corp_id ? await accountOf(q, a.issuer_corp_id, ['SPECIAL', 'SETTLEMENT']) : undefined;
  const lines = await issueLinesOf(q, a.app_no);
  return [
    `开立方：${a.issuer_name ?? ''}`,
    `付款账户：${account ? `${account.account_no}（${account.bank_name}）` : '—'}`,
    ...lines.map(
      (l) => `明细${l.line_no}：接收方：${l.receiver_name}；金额：${money(amountOf(l))}；承诺付款日：${l.due_date}；合同：${l.contract_no} ${l.contract_name}`,
    ),
    `合计：${money(amountOf(a))}，共${lines.length}笔`,
  ];
}

const HOLDER_FLOW_TEXT = {
  TRANSFER: { to: '接收方', part: '转让金额', accept: '签收', refuse: '拒签' },
  RETURN: { to: '退回至', part: '退回金额', accept: '确认接收', refuse: '拒绝接收' },
} as const;

/** A transfer or a return: the counterparty, each credit with the part that moves and the part kept, the contract, the decision. */
async function holderFlowLines(q: Queryable, a: AppRow, text: (typeof HOLDER_FLOW_TEXT)[keyof typeof HOLDER_FLOW_TEXT]): Promise<string[]> {
  const credits = await appCreditParts(q, a.app_no);
  return [
    `${text.to}：${a.counterparty_name ?? ''}`,
    ...credits.map((c) => {
      const part = BigInt(String(c.part_fen));
      return `凭证编号：${c.credit_no}；开立方：${c.issuer_name}；承诺付款日：${c.due_date}；凭证金额：${money(amountOf(c))}；${text.part}：${money(part)}；自留金额：${money(amountOf(c) - part)}`;
    }),
    ...(a.contract_no ? [`贸易合同：${a.contract_no} ${a.contract_name ?? ''}`] : []),
    ...(a.reason ? [`${a.biz_type === 'RETURN' ? '原因' : '备注'}：${a.reason}`] : []),
    ...(a.status === 'PENDING_CP_APPROVAL' ? [`处理意见：${a.decision === 'REFUSE' ? text.refuse : text.accept}`] : []),
    `${text.part}合计：${money(amountOf(a))}，共${credits.length}笔`,
  ];
}

async function creditLines(q: Queryable, a: AppRow): Promise<string[]> {
  if (a.biz_type === 'TRANSFER' || a.biz_type === 'RETURN') return holderFlowLines(q, a, HOLDER_FLOW_TEXT[a.biz_type]);
  const credits = await appCreditParts(q, a.app_no);
  return [
    ...credits.map(
      (c) => `凭证编号：${c.credit_no}；开立方：${c.issuer_name}；持有方：${c.holder_name}；金额：${money(amountOf(c))}；承诺付款日：${c.due_date}`,
    ),
    ...(a.biz_type === 'SIGN' ? [`处理意见：${a.decision === 'REFUSE' ? '拒签' : '签收'}`] : []),
    ...(a.biz_type === 'CORE_FINANCE'
      ? [`金融机构：${a.counterparty_name ?? ''}`, '利息承担：买方付息（上述凭证在该金融机构融资时，利息及服务费由本企业承担）']
      : []),
    ...(a.reason ? [`原因：${a.reason}`] : []),
    `合计：${money(amountOf(a))}，共${credits.length}笔`,
  ];
}

async function distributionLines(q: Queryable, a: AppRow): Promise<string[]> {
  const d = await limitDistOf(q, a.app_no);
  const change = d ? BigInt(String(d.change_fen)) : 0n;
  return [`额度编号：${a.line_id ?? ''}`, `成员单位：${d?.target_name ?? ''}`, `调整金额：${change > 0n ? '+' : ''}${money(change)}`, `原因：${a.reason}`];
}

/** The lines of an application's original text: what it is, its number and state, then every party and amount. */
export async function originalLines(q: Queryable, a: AppRow): Promise<string[]> {
  const step = a.status === 'PENDING_FINAL' ? '终审' : a.status === 'PENDING_CP_APPROVAL' ? (a.biz_type === 'RETURN' ? '确认复核' : '签收复核') : '复核';
  const head = [`${BIZ_TYPE_LABEL[a.biz_type]}${step}`, `申请编号：${a.app_no}`, `申请企业：${a.applicant_name}`, `申请状态：${APP_STATUS_LABEL[a.status]}`];
  if (a.biz_type === 'ISSUE') return [...head, ...(await issueLines(q, a))];
  if (a.biz_type === 'LIMIT_DIST') return [...head, ...(await distributionLines(q, a))];
  return [...head, ...(await creditLines(q, a))];
}

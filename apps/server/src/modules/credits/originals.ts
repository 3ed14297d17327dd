import type { Queryable } from '../../platform/db/db';
import { accountOf, moneyText as money } from '../applications';
import type { AppRow } from '../applications';
import { issueLinesOf } from './app-parts.repo';
import { amountOf } from './credit-moves';
import { appCreditParts } from './credit.repo';

/** An issue: the issuer and its paying account, then each line with its receiver, amount, date and contract. */
export async function issueLines(q: Queryable, a: AppRow): Promise<string[]> {
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
export async function holderFlowLines(q: Queryable, a: AppRow): Promise<string[]> {
  const text = a.biz_type === 'RETURN' ? HOLDER_FLOW_TEXT.RETURN : HOLDER_FLOW_TEXT.TRANSFER;
  const credits = await appCreditParts(q, a.app_no);
  return [
    `${text.to}：${a.counterparty_name ?? ''}`,
    ...credits.map((c) => {
      const part = BigInt(String(c.part_fen));
      return [
        `凭证编号：${c.credit_no}`,
        `开立方：${c.issuer_name}`,
        `承诺付款日：${c.due_date}`,
        `凭证金额：${money(amountOf(c))}`,
        `${text.part}：${money(part)}`,
        `自留金额：${money(amountOf(c) - part)}`,
      ].join('；');
    }),
    ...(a.contract_no ? [`贸易合同：${a.contract_no} ${a.contract_name ?? ''}`] : []),
    ...(a.reason ? [`${a.biz_type === 'RETURN' ? '原因' : '备注'}：${a.reason}`] : []),
    ...(a.status === 'PENDING_CP_APPROVAL' ? [`处理意见：${a.decision === 'REFUSE' ? text.refuse : text.accept}`] : []),
    `${text.part}合计：${money(amountOf(a))}，共${credits.length}笔`,
  ];
}

/**
 * The credits an application acts on (withdraw, recycle, sign-for, financing, cash…): each with its parties, amount
 * and date; `extra` lines (a flow's own terms) come before the reason and the total.
 */
export async function creditPartLines(q: Queryable, a: AppRow, extra: readonly string[] = []): Promise<string[]> {
  const credits = await appCreditParts(q, a.app_no);
  return [
    ...credits.map(
      (c) => `凭证编号：${c.credit_no}；开立方：${c.issuer_name}；持有方：${c.holder_name}；金额：${money(amountOf(c))}；承诺付款日：${c.due_date}`,
    ),
    ...(a.biz_type === 'SIGN' ? [`处理意见：${a.decision === 'REFUSE' ? '拒签' : '签收'}`] : []),
    ...extra,
    ...(a.reason ? [`原因：${a.reason}`] : []),
    `合计：${money(amountOf(a))}，共${credits.length}笔`,
  ];
}

import type { SigningBusinessType } from '@scf/api/contract';
import { formatFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { approvalOriginal, moneyText } from '../applications';
import type { AppRow } from '../applications';
import * as repo from './bab-issue.repo';

const yesNo = (b: boolean): string => (b ? '是' : '否');

/**
 * What the director (BAB_APPLY / BAB_ISSUE) and the bank's product manager (BAB_APPROVE) sign after the head: the
 * acceptor, 出票日, the totals in figures and 大写, then every line with its BIL number (the babIssueList), payee,
 * amount, 到期日, 保证金, 手续费 and trade background.
 */
export async function babOriginalLines(q: Queryable, app: AppRow): Promise<string[]> {
  const lines = await repo.linesOf(q, app.app_no);
  const t = repo.totalsOf(lines);
  const line = await repo.lineOf(q, app.applicant_corp_id, app.counterparty_corp_id ?? '');
  return [
    `出票人：${app.applicant_name}`,
    `承兑人：${app.counterparty_name ?? ''}`,
    `出票日：${app.business_date}`,
    `保证金比例：${line?.margin_ratio ?? ''}`,
    `票据金额合计：${moneyText(t.amountFen)}`,
    `保证金合计：${moneyText(t.marginFen)}`,
    `承兑手续费合计：${moneyText(t.feeFen)}`,
    `出票明细：${lines.length}笔`,
    ...lines.map(
      (l) =>
        `${l.line_no} 收票人${l.payee_name} 票据金额${formatFen(fenOf(l.amount_fen))}元 到期日${l.due_date} 保证金${formatFen(fenOf(l.margin_fen))}元 ` +
        `手续费${formatFen(fenOf(l.fee_fen))}元 是否可分包${yesNo(l.splittable)} 不得转让${yesNo(l.not_transferable)} 合同${l.contract_no} 发票${l.invoice_nos.join('、')}`,
    ),
  ];
}

const BAB_APP_NO = /^BAB\d{14,}$/;

/** The original of a BAB application's step (the id is the application number, one at a time). */
export function babOriginal(env: ServiceEnv, actor: Actor, ids: readonly string[], type: SigningBusinessType): Promise<string> {
  if (ids.length !== 1) throw refuse.rule('一次只能签署一笔申请');
  const appNo = ids[0] ?? '';
  if (!BAB_APP_NO.test(appNo)) throw refuse.appNotFound();
  return approvalOriginal(env, actor, appNo, type);
}

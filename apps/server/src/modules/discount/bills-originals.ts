import { BILL_PACKAGE_STATUS_LABEL } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { moneyText } from '../applications';
import type { AppRow } from '../applications';
import { packageOf } from './bills.repo';
import { packageNoOfApp } from './bills-delivery.repo';

const nameOf = async (q: Queryable, corpId: string): Promise<string> =>
  (await q.query<{ corp_name: string }>('SELECT corp_name FROM corp WHERE corp_id = $1', [corpId]))[0]?.corp_name ?? corpId;

/** The lines of a 提示收票 / 签收 / 撤票 original after its head: the package, its parties and amount (figures and 大写), what is signed. */
export async function billOriginalLines(q: Queryable, app: AppRow): Promise<string[]> {
  const p = await packageOf(q, await packageNoOfApp(q, app.app_no));
  if (!p) return [];
  const lines = [
    `票据包号：${p.package_no}`,
    `出票人：${await nameOf(q, p.drawer_corp_id)}`,
    `承兑人：${await nameOf(q, p.acceptor_corp_id)}`,
    `收票人：${await nameOf(q, p.payee_corp_id)}`,
    `票据金额：${moneyText(fenOf(p.amount_fen))}`,
    `出票日：${p.issue_date}`,
    `到期日：${p.due_date}`,
    `票据状态：${BILL_PACKAGE_STATUS_LABEL[p.status]}`,
  ];
  switch (app.biz_type) {
    case 'BAB_DELIVER':
      return [...lines, '本次操作：提示收票（整张票据包）'];
    case 'BAB_RECEIVE':
      return [...lines, app.decision === 'REFUSE' ? `本次操作：拒收（意见：${app.reason}）` : '本次操作：签收（整张票据包）'];
    default:
      return [...lines, `保证金：${moneyText(fenOf(p.margin_fen))}`, `本次操作：撤票（原因：${app.reason}）`, '承兑手续费不予退还'];
  }
}

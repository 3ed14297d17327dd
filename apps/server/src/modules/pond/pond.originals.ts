import { POND_REPAY_SOURCE_LABEL } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { moneyText } from '../applications';
import type { AppRow } from '../applications';
import * as repo from './pond.repo';

/** The pond's lines that open every original of its applications. */
export async function pondOriginalHead(q: Queryable, pondNo: string): Promise<string[]> {
  const pond = (
    await q.query<{ fi_name: string; pledge_rate: string; draw_rate: string; end_date: string }>(
      'SELECT c.corp_name AS fi_name, p.pledge_rate, p.draw_rate, p.end_date FROM pond p JOIN corp c ON c.corp_id = p.fi_corp_id WHERE p.pond_no = $1',
      [pondNo],
    )
  )[0];
  return [`资产池编号：${pondNo}`, `质权人：${pond?.fi_name ?? ''}`, `质押率：${pond?.pledge_rate ?? ''}`, `资产池到期日：${pond?.end_date ?? ''}`];
}

/** The lines of a pond application's original after its head: the pond, the parties, then what is asked, in figures and 大写. */
export async function pondOriginalLines(q: Queryable, app: AppRow): Promise<string[]> {
  const pondNo = (await repo.pondOfApp(q, app.app_no)) ?? '';
  const head = await pondOriginalHead(q, pondNo);
  const amount = moneyText(fenOf(app.amount_fen));
  switch (app.biz_type) {
    case 'POND_DRAWDOWN': {
      const d = await repo.drawdownOf(q, app.app_no);
      return [...head, `提款编号：${app.app_no}`, `提款金额：${amount}`, `提款利率：${d?.rate ?? ''}`, `到期日：${d?.due_date ?? ''}`];
    }
    case 'POND_REPAY': {
      const r = await repo.repayOf(q, app.app_no);
      return [
        ...head,
        `还款借据：${r?.drawdown_no ?? ''}`,
        `还款本金：${amount}`,
        `还款来源：${r ? POND_REPAY_SOURCE_LABEL[r.source] : ''}`,
        '利息按实际占用天数计至还款日，与本金一并支付',
      ];
    }
    default: {
      const assets = await repo.assetsOfApp(q, app.app_no);
      return [
        ...head,
        `${app.biz_type === 'POND_OUT' ? '出池' : '入池'}资产：${assets.length}笔，合计${amount}`,
        ...assets.map((a) => `${a.pr_no} 凭证${a.asset_no} 金额${fenToDecimal(fenOf(a.amount_fen))}元 到期日${a.due_date}`),
      ];
    }
  }
}

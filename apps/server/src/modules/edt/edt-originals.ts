import { createHash } from 'node:crypto';
import { EDT_AGREEMENT_NAME } from '@scf/api/contract';
import { formatFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { moneyText } from '../applications';
import type { AppRow } from '../applications';
import { accessByApp } from './edt-access.repo';
import { confirmRequestOf, orderOf } from './edt-order.repo';

/** The document's digest line: SHA-256 over its key fields, as the CONTRACT_SIGN original names it (§14A.5). */
const withDigest = (document: string, fields: string[]): string[] => {
  const digest = createHash('sha256')
    .update([document, ...fields].join('\n'))
    .digest('hex');
  return [`文件：${document}`, ...fields, `文件摘要（SHA-256）：${digest}`];
};

const accountText = (a: { account_no: string | null; account_name: string | null } | undefined): string =>
  a?.account_no ? `${a.account_name ?? ''} ${a.account_no}`.trim() : '开立后再绑定';

/** What the supplier's director signs with an access: 《e订通业务合作协议》 with the parties and the form's figures. */
export async function accessLines(q: Queryable, app: AppRow): Promise<string[]> {
  const a = await accessByApp(q, app.app_no, false);
  if (!a) throw new Error(`${app.app_no} has no access request`);
  return withDigest(EDT_AGREEMENT_NAME, [
    `供应商：${a.supplier_name}`,
    `核心企业：${a.core_name}`,
    `资金方：${a.fi_name}`,
    `与核心企业近12个月交易额：${moneyText(fenOf(a.trade_fen))}`,
    `经营年限：${a.years_in_business}年`,
    `联系人：${a.contact_name} ${a.contact_phone}`,
    `回款专户：${accountText({ account_no: a.collect_account_no, account_name: a.collect_account_name })}`,
  ]);
}

export const ORDER_CONFIRM_DOCUMENT = '《订单确认及回款账户确认书》';

/** What the core's director signs with a confirmation: the order, the confirmed amount and date, the locked account. */
export async function confirmLines(q: Queryable, app: AppRow): Promise<string[]> {
  const r = await confirmRequestOf(q, app.app_no);
  const order = r ? await orderOf(q, app.applicant_corp_id, r.order_id, false) : undefined;
  if (!r || !order) throw new Error(`${app.app_no} has no order confirmation`);
  const [account] = await q.query<{ account_no: string; account_name: string }>('SELECT account_no, account_name FROM bank_account WHERE account_id = $1', [
    r.collect_account_id,
  ]);
  return withDigest(ORDER_CONFIRM_DOCUMENT, [
    `订单编号：${order.order_no}`,
    `供应商：${order.supplier_name}`,
    `订单金额：${formatFen(fenOf(order.amount_fen))}元`,
    `确认金额：${moneyText(fenOf(r.confirmed_fen))}`,
    `约定付款日：${r.payment_date}`,
    `回款账户：${accountText(account)}`,
  ]);
}

/** The numbers whose CONTRACT_SIGN original this module serves: an access (EAC) or an order confirmation (OCF). */
export const EDT_CONTRACT_NO = /^(?:EAC|OCF)\d{14,}$/;

import { createHash } from 'node:crypto';
import { ABS_PRICE_MODE_LABEL, PRODUCTS } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import type { AppRow } from '../applications';
import { moneyText } from '../applications';
import { invoicesOfReceivable, quoteOf, receivablesOfApp, transferAppOf } from './abs.repo';
import type { ReceivableRow } from './abs.repo';

/**
 * The documents of domain-lines.md §18.5 as the texts a key signs: the 应付账款确认函 of a batch (APR), the
 * 应收账款转让申请书 and 转让通知书 the creditor's director signs, the notice and the 应收账款转让合同 the factor's
 * product manager countersigns. Each is named with its SHA-256 in the original, so one signature covers them all.
 */

const sha256 = (lines: readonly string[]): string => createHash('sha256').update(lines.join('\n'), 'utf8').digest('hex');

/** A document: its title, its SHA-256 line, then its body. */
const doc = (title: string, body: readonly string[]): string[] => [`【${title}】SHA-256：${sha256([title, ...body])}`, ...body];

const receivableLine = (r: ReceivableRow, invoices: string): string =>
  `应收账款编号：${r.receivable_no}；债权人：${r.creditor_name}；金额：${moneyText(fenOf(r.amount_fen))}；到期日：${r.due_date}；合同编号：${r.contract_no}；发票：${invoices}`;

const total = (rows: readonly ReceivableRow[]): string => `合计：${rows.length}笔，${moneyText(rows.reduce((s, r) => s + fenOf(r.amount_fen), 0n))}`;

async function invoicesText(q: Queryable, r: ReceivableRow): Promise<string> {
  const list = await invoicesOfReceivable(q, r.receivable_no);
  return list.map((i) => `${i.invoice_id}（占用${fenToDecimal(fenOf(i.occupy_fen))}元）`).join('、');
}

/** 应付账款确认函 (APR): the debtor confirms each payable and consents, irrevocably, to its transfer. */
export async function confirmationLines(q: Queryable, app: AppRow): Promise<string[]> {
  const rows = await receivablesOfApp(q, app.app_no, false);
  const body = [`债务人：${rows[0]?.debtor_name ?? app.applicant_name}`];
  for (const r of rows) body.push(receivableLine(r, await invoicesText(q, r)));
  body.push(total(rows), '本企业确认上述应付账款真实、合法、有效，到期无条件付款，并不可撤销地同意该应收账款转让予保理机构及其受让方。');
  return doc('应付账款确认函', body);
}

/** The receivables of a transfer with the pricing basis of each debtor's quote (the price itself is fixed on the day the factor pays). */
async function basisLines(q: Queryable, app: AppRow): Promise<string[]> {
  const rows = await receivablesOfApp(q, app.app_no, false);
  const t = await transferAppOf(q, app.app_no);
  const lines: string[] = [];
  for (const r of rows) {
    const quote = t ? await quoteOf(q, t.fi_corp_id, r.debtor_corp_id) : undefined;
    const basis = quote
      ? `${ABS_PRICE_MODE_LABEL[quote.price_mode]}，${quote.price_mode === 'DISCOUNT' ? '折扣率' : '比例'}${quote.rate}，服务费率${quote.service_fee_rate}`
      : '未配置报价';
    lines.push(`应收账款编号：${r.receivable_no}；债务人：${r.debtor_name}；金额：${moneyText(fenOf(r.amount_fen))}；到期日：${r.due_date}；定价：${basis}`);
  }
  lines.push(total(rows));
  return lines;
}

const PRICE_RULE =
  '转让价款按金融机构付款日（起息日）至到期日的天数重新计算：折扣方式 价款 = 金额 − 金额 × 折扣率 × 天数 / 360；比例方式 价款 = 金额 × 比例；转让方实收 = 价款 − 服务费。';

/** The creditor's director signs the 应收账款转让申请书 and the 应收账款转让通知书 (one original, both hashes). */
export async function transferApplyLines(q: Queryable, app: AppRow): Promise<string[]> {
  const lines = await basisLines(q, app);
  const factor = `受让方：${app.counterparty_name ?? ''}`;
  return [
    ...doc('应收账款转让申请书', [`转让方：${app.applicant_name}`, factor, ...lines, PRICE_RULE]),
    ...doc('应收账款转让通知书', [
      `转让方：${app.applicant_name}`,
      factor,
      ...lines,
      '自本通知送达之日起，请债务人将上述应收账款付至受让方或其指定受让方的收款账户。',
    ]),
  ];
}

/** The factor's product manager countersigns the notice and signs the 应收账款转让合同 (price basis, fee, recourse none). */
export async function transferContractLines(q: Queryable, app: AppRow): Promise<string[]> {
  const lines = await basisLines(q, app);
  const parties = [`转让方：${app.applicant_name}`, `受让方：${app.counterparty_name ?? ''}`];
  return [
    ...doc('应收账款转让通知书（受让方会签）', [...parties, ...lines]),
    ...doc('应收账款转让合同', [...parties, `产品：${PRODUCTS.ABS.label}`, ...lines, PRICE_RULE, '追索权：无']),
  ];
}

/** What an APC names (no key signs it: the creditor's director agrees or refuses on the receivable list). */
export async function cancelLines(q: Queryable, app: AppRow): Promise<string[]> {
  const rows = await receivablesOfApp(q, app.app_no, false);
  return [
    ...rows.map((r) => `应收账款编号：${r.receivable_no}；债权人：${r.creditor_name}；金额：${moneyText(fenOf(r.amount_fen))}；到期日：${r.due_date}`),
    `作废原因：${app.reason}`,
  ];
}

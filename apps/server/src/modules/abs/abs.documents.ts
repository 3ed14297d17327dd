import { POOL_TARGET_NAME, poolTargetOf } from './abs-pool-target';
import { createHash } from 'node:crypto';
import { ABS_PRICE_MODE_LABEL, PRODUCTS } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import type { AppRow } from '../applications';
import { accountOf, corpById, moneyText } from '../applications';
import { invoicesOfReceivable, quoteOf, receivablesOfApp, transferAppOf } from './abs.repo';
import type { ReceivableRow } from './abs.repo';

/**
 * The documents of domain-lines.md §18.5 as the texts a key signs: the 应付账款确认函 of a batch (APR), the
 * 应收账款转让申请书 and 转让通知书 the creditor's director signs, the notice and the 应收账款转让合同 the factor's
 * product manager countersigns. Each is named with its SHA-256 in the original, so one signature covers them all.
 */

const sha256 = (lines: readonly string[]): string => createHash('sha256').update(lines.join('\n'), 'utf8').digest('hex');

/** The SHA-256 a signed original names a document by (its PDF prints it as 原文摘要). */
export const bodyDigest = (title: string, body: readonly string[]): string => sha256([title, ...body]);

/** A document: its title, its SHA-256 line, then its body. */
const doc = (title: string, body: readonly string[]): string[] => [`【${title}】SHA-256：${bodyDigest(title, body)}`, ...body];

const receivableLine = (r: ReceivableRow, invoices: string): string =>
  `应收账款编号：${r.receivable_no}；债权人：${r.creditor_name}；金额：${moneyText(fenOf(r.amount_fen))}；到期日：${r.due_date}；合同编号：${r.contract_no}；发票：${invoices}`;

const total = (rows: readonly ReceivableRow[]): string => `合计：${rows.length}笔，${moneyText(rows.reduce((s, r) => s + fenOf(r.amount_fen), 0n))}`;

async function invoicesText(q: Queryable, r: ReceivableRow): Promise<string> {
  const list = await invoicesOfReceivable(q, r.receivable_no);
  return list.map((i) => `${i.invoice_id}（占用${fenToDecimal(fenOf(i.occupy_fen))}元）`).join('、');
}

/** The body of an APR's 应付账款确认函: the debtor confirms each payable and consents, irrevocably, to its transfer. */
export async function confirmationBody(q: Queryable, app: AppRow): Promise<string[]> {
  const rows = await receivablesOfApp(q, app.app_no, false);
  const body = [`债务人：${rows[0]?.debtor_name ?? app.applicant_name}`];
  for (const r of rows) body.push(receivableLine(r, await invoicesText(q, r)));
  body.push(total(rows), '本企业确认上述应付账款真实、合法、有效，到期无条件付款，并不可撤销地同意该应收账款转让予保理机构及其受让方。');
  return body;
}

/** 应付账款确认函 (APR), as the debtor's director signs it. */
export const confirmationLines = async (q: Queryable, app: AppRow): Promise<string[]> => doc('应付账款确认函', await confirmationBody(q, app));

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

/** The bodies of an ABT's 应收账款转让申请书 and 应收账款转让通知书. */
export async function transferApplyBodies(q: Queryable, app: AppRow): Promise<{ apply: string[]; notice: string[] }> {
  const lines = await basisLines(q, app);
  const factor = `受让方：${app.counterparty_name ?? ''}`;
  return {
    apply: [`转让方：${app.applicant_name}`, factor, ...lines, PRICE_RULE],
    notice: [`转让方：${app.applicant_name}`, factor, ...lines, '自本通知送达之日起，请债务人将上述应收账款付至受让方或其指定受让方的收款账户。'],
  };
}

/** The creditor's director signs the 应收账款转让申请书 and the 应收账款转让通知书 (one original, both hashes). */
export async function transferApplyLines(q: Queryable, app: AppRow): Promise<string[]> {
  const { apply, notice } = await transferApplyBodies(q, app);
  return [...doc('应收账款转让申请书', apply), ...doc('应收账款转让通知书', notice)];
}

/** The bodies of the notice the factor countersigns and of the 应收账款转让合同 (price basis, fee, recourse none). */
export async function transferContractBodies(q: Queryable, app: AppRow): Promise<{ notice: string[]; contract: string[] }> {
  const lines = await basisLines(q, app);
  const parties = [`转让方：${app.applicant_name}`, `受让方：${app.counterparty_name ?? ''}`];
  return { notice: [...parties, ...lines], contract: [...parties, `产品：${PRODUCTS.ABS.label}`, ...lines, PRICE_RULE, '追索权：无'] };
}

/** The factor's product manager countersigns the notice and signs the 应收账款转让合同. */
export async function transferContractLines(q: Queryable, app: AppRow): Promise<string[]> {
  const { notice, contract } = await transferContractBodies(q, app);
  const target = await poolTargetOf(q, app.app_no);
  const pool = target ? [`入池至：${POOL_TARGET_NAME(target)}（债务人签署付款确认书后入池）`] : [];
  return [...doc('应收账款转让通知书（受让方会签）', notice), ...doc('应收账款转让合同', [...contract, ...pool])];
}

/** What the factor paid for each receivable of a transfer (printed under the contract once it is paid). */
export const dealLines = (rows: readonly ReceivableRow[]): string[] =>
  rows.map(
    (r) =>
      `应收账款编号：${r.receivable_no}；转让日：${r.transfer_date ?? ''}；转让价款：${moneyText(fenOf(r.price_fen))}；服务费：${moneyText(fenOf(r.service_fee_fen))}`,
  );

/** The body of a 付款确认书: the debtor will pay the amount on the due date to the factor's (or the plan's) collection account. */
export async function payConfirmBody(q: Queryable, r: ReceivableRow): Promise<string[]> {
  const factor = (await corpById(q, r.fi_corp_id ?? r.current_creditor_corp_id))?.corp_name ?? r.current_creditor_name;
  const account = await accountOf(q, r.fi_corp_id ?? r.current_creditor_corp_id, ['SETTLEMENT']);
  const to = account ? `${account.account_name}（账号：${account.account_no}，开户行：${account.bank_name}）` : factor;
  return [
    `债务人：${r.debtor_name}`,
    `原债权人：${r.creditor_name}`,
    `受让方：${factor}`,
    `应收账款编号：${r.receivable_no}；合同编号：${r.contract_no}；中登登记编号：${r.zd_reg_no ?? ''}`,
    `本企业已知悉上述应收账款已转让予受让方，确认将于${r.due_date}向受让方或其指定受让方（专项计划）的收款账户${to}支付${moneyText(fenOf(r.amount_fen))}，不以任何理由抗辩或抵销。`,
  ];
}

/** The 付款确认书 the debtor's director signs (ABS_PAY_CONFIRM). */
export async function payConfirmLines(q: Queryable, app: AppRow): Promise<string[]> {
  const lines: string[] = [];
  for (const r of await receivablesOfApp(q, app.app_no, false)) lines.push(...doc('付款确认书', await payConfirmBody(q, r)));
  return lines;
}

/** The simulated 中登网 registration of a transfer. */
export const zdCertBody = (r: ReceivableRow, factorName: string): string[] => [
  `登记编号：${r.zd_reg_no ?? ''}`,
  `登记日期：${r.transfer_date ?? ''}`,
  '登记类型：应收账款转让登记',
  `出让人：${r.creditor_name}`,
  `受让人：${factorName}`,
  `应收账款编号：${r.receivable_no}；债务人：${r.debtor_name}；金额：${moneyText(fenOf(r.amount_fen))}；到期日：${r.due_date}`,
  '本证明由中登网（模拟）出具，登记信息以登记系统记载为准。',
];

/** What an APC names (no key signs it: the creditor's director agrees or refuses on the receivable list). */
export async function cancelLines(q: Queryable, app: AppRow): Promise<string[]> {
  const rows = await receivablesOfApp(q, app.app_no, false);
  return [
    ...rows.map((r) => `应收账款编号：${r.receivable_no}；债权人：${r.creditor_name}；金额：${moneyText(fenOf(r.amount_fen))}；到期日：${r.due_date}`),
    `作废原因：${app.reason}`,
  ];
}

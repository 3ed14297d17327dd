/**
 * What a financing's signers read and sign beyond its credits (issue 26 Low): the bank, the rates, the interest, the
 * service fee, the net paid out and the receiving account. The same facts enter the challenge's state digest, so a
 * change between the original and the submission is refused.
 */
import { INTEREST_PAYER_LABEL } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import type { AppRow } from '../applications';
import { moneyText } from '../applications';
import { accountRow, financeAppOf } from './finance.repo';

interface FinanceFacts {
  fiName: string;
  account: string;
  annualRate: string;
  serviceFeeRate: string;
  interestPayer: string;
  valueDate: string;
  dueDate: string;
  days: string;
  financeFen: bigint;
  interestFen: bigint;
  serviceFeeFen: bigint;
  netFen: bigint;
}

async function factsOf(q: Queryable, app: AppRow): Promise<FinanceFacts | undefined> {
  const f = await financeAppOf(q, app.app_no);
  if (!f) return undefined;
  const acc = await accountRow(q, f.receive_account_id);
  const label = INTEREST_PAYER_LABEL[f.interest_payer];
  const payer = f.interest_payer === 'AGREED' ? `${label}，买方承担${f.buyer_share_pct}%` : label;
  return {
    fiName: f.fi_name,
    account: acc ? `${acc.account_name}，${acc.account_no}（${acc.bank_name}）` : f.receive_account_id,
    annualRate: f.annual_rate,
    serviceFeeRate: f.service_fee_rate,
    interestPayer: payer,
    valueDate: f.value_date,
    dueDate: f.due_date,
    days: String(f.days),
    financeFen: fenOf(f.finance_fen),
    interestFen: fenOf(f.interest_fen),
    serviceFeeFen: fenOf(f.service_fee_fen),
    netFen: fenOf(f.net_fen),
  };
}

/** The financing's lines of the original, after its credits. */
export async function financeOriginalLines(q: Queryable, app: AppRow): Promise<string[]> {
  const f = await factsOf(q, app);
  if (!f) return [];
  return [
    `金融机构：${f.fiName}`,
    `融资金额：${moneyText(f.financeFen)}`,
    `年化利率：${f.annualRate}%；服务费率：${f.serviceFeeRate}%；利息承担：${f.interestPayer}`,
    `起息日：${f.valueDate}；到期日：${f.dueDate}；融资天数：${f.days}天`,
    `利息：${moneyText(f.interestFen)}`,
    `服务费：${moneyText(f.serviceFeeFen)}`,
    `实际到账金额：${moneyText(f.netFen)}`,
    `收款账户：${f.account}`,
  ];
}

/** The same facts for the state digest. */
export async function financeSignedState(q: Queryable, app: AppRow): Promise<Record<string, string>> {
  const f = await factsOf(q, app);
  if (!f) return {};
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)]));
}

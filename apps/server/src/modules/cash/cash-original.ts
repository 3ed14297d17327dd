/**
 * What a 兑付 plan's director reads and signs beyond its credits (issue 26 Low): the account that pays and each line's
 * payee account. The same facts enter the challenge's state digest, so a change between the original and the
 * submission is refused.
 */
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import type { AppRow } from '../applications';
import { moneyText } from '../applications';
import { linesOfPlans } from './cash.repo';

interface CashFacts {
  payer: string;
  lines: Array<{ creditNo: string; payee: string; account: string; amountFen: bigint }>;
}

async function factsOf(q: Queryable, app: AppRow): Promise<CashFacts | undefined> {
  const [plan] = await q.query<{ payer_account_no: string; payer_account_name: string; payer_bank_name: string }>(
    'SELECT payer_account_no, payer_account_name, payer_bank_name FROM cash_plan WHERE app_no = $1',
    [app.app_no],
  );
  if (!plan) return undefined;
  const lines = await linesOfPlans(q, [app.app_no]);
  const ids = lines.flatMap((l) => (l.payee_account_id ? [l.payee_account_id] : []));
  const accounts = await q.query<{ account_id: string; account_no: string; bank_name: string }>(
    'SELECT account_id, account_no, bank_name FROM bank_account WHERE account_id = ANY($1::text[])',
    [ids],
  );
  const accountText = (id: string | null) => {
    const a = accounts.find((x) => x.account_id === id);
    return a ? `${a.account_no}（${a.bank_name}）` : '无';
  };
  return {
    payer: `${plan.payer_account_name}，${plan.payer_account_no}（${plan.payer_bank_name}）`,
    lines: lines.map((l) => ({ creditNo: l.credit_no, payee: l.payee_name, account: accountText(l.payee_account_id), amountFen: fenOf(l.amount_fen) })),
  };
}

/** The plan's lines of the original, after its credits. */
export async function cashOriginalLines(q: Queryable, app: AppRow): Promise<string[]> {
  const f = await factsOf(q, app);
  if (!f) return [];
  return [
    `付款账户：${f.payer}`,
    ...f.lines.map((l) => `凭证编号：${l.creditNo}；收款方：${l.payee}；收款账户：${l.account}；付款金额：${moneyText(l.amountFen)}`),
  ];
}

/** The same facts for the state digest. */
export async function cashSignedState(q: Queryable, app: AppRow): Promise<Record<string, string>> {
  const f = await factsOf(q, app);
  if (!f) return {};
  return {
    payer: f.payer,
    ...Object.fromEntries(f.lines.map((l, i) => [`line${i + 1}`, `${l.creditNo}|${l.payee}|${l.account}|${l.amountFen}`])),
  };
}

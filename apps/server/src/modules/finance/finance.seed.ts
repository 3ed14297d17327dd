import { calendarDaysBetween, quoteForTerm } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import * as repo from './finance.repo';
import { linkPackageToFi } from './finance-apply.service';
import { figuresOf } from './finance.rules';

/** The financing part of the demo (domain.md §13.3–§13.4): quotes, customer files, and the rows of seeded finance applications. */
export interface FinanceSeedPlan {
  businessDate: string;
  quotes: Array<{
    fiCorpId: string;
    issuerCorpId: string;
    productType?: 'CREDIT' | 'VOUCHER';
    maxDays: number | null;
    annualRate: string;
    serviceFeeRate: string;
    interestPayer: 'SUPPLIER' | 'CORE';
  }>;
  customers: Array<{ corpId: string; fiCorpId: string; status: 'ACTIVE' | 'PENDING' }>;
  /**
   * A seeded FINANCE application (already in the ledger) and its receive account; its package is the credit's finance
   * package. `fundedOn`: the bank funded it on that date (its value date and loan number, as FINANCE_FUND leaves them).
   */
  apps: Array<{ appNo: string; fiCorpId: string; creditNo: string; receiveAccountId: string; fundedOn?: string }>;
}

export async function seedFinance(q: Queryable, plan: FinanceSeedPlan): Promise<void> {
  const at = Date.parse(`${plan.businessDate}T00:00:00Z`);
  for (const quote of plan.quotes) await repo.insertQuote(q, quote);
  for (const c of plan.customers) await repo.insertCustomer(q, c.corpId, c.fiCorpId, c.status, at);
  for (const a of plan.apps) {
    const credit = (
      await q.query<{ issuer_corp_id: string; due_date: string; amount_fen: unknown }>(
        'SELECT issuer_corp_id, due_date, amount_fen FROM credit WHERE credit_no = $1',
        [a.creditNo],
      )
    )[0];
    const pkg = (
      await q.query<{ package_no: string }>(
        `SELECT pc.package_no FROM trade_package_credit pc JOIN trade_package p ON p.package_no = pc.package_no WHERE pc.credit_no = $1
           AND p.purpose = 'FINANCE'`,
        [a.creditNo],
      )
    )[0];
    const amount = (await q.query<{ amount_fen: unknown }>('SELECT amount_fen FROM application WHERE app_no = $1', [a.appNo]))[0];
    if (!credit || !pkg || !amount) throw new Error(`seed financing ${a.appNo}: credit, package or application missing`);
    const valueDate = a.fundedOn ?? plan.businessDate;
    const days = calendarDaysBetween(valueDate, credit.due_date);
    const quote = quoteForTerm(await repo.quotesOf(q, a.fiCorpId, credit.issuer_corp_id), days);
    if (!quote) throw new Error(`seed financing ${a.appNo}: no quote`);
    const amountFen = BigInt(String(amount.amount_fen));
    const f = figuresOf(quote, amountFen, valueDate, credit.due_date);
    await repo.insertFinanceApp(q, {
      appNo: a.appNo,
      fiCorpId: a.fiCorpId,
      creditNo: a.creditNo,
      packageNo: pkg.package_no,
      receiveAccountId: a.receiveAccountId,
      annualRate: quote.annual_rate,
      serviceFeeRate: quote.service_fee_rate,
      interestPayer: quote.interest_payer,
      buyerSharePct: quote.buyer_share_pct,
      valueDate,
      dueDate: credit.due_date,
      days: f.days,
      financeFen: amountFen,
      interestFen: f.interestFen,
      serviceFeeFen: f.serviceFeeFen,
      netFen: f.netFen,
      buyerChargeFen: f.buyerChargeFen,
    });
    if (a.fundedOn) {
      const loanNo = await repo.nextLoanNo(q, valueDate);
      await repo.setFunded(q, a.appNo, {
        valueDate,
        days: f.days,
        interestFen: f.interestFen,
        serviceFeeFen: f.serviceFeeFen,
        netFen: f.netFen,
        buyerChargeFen: f.buyerChargeFen,
        loanNo,
        at: Date.parse(`${valueDate}T02:00:00Z`),
      });
    }
    await q.query("UPDATE trade_data_link SET app_no = $2 WHERE package_no = $1 AND doc_type = 'INVOICE'", [pkg.package_no, a.appNo]);
    await linkPackageToFi(q, { packageNo: pkg.package_no, fiCorpId: a.fiCorpId, appNo: a.appNo, now: at });
  }
}

import type { Queryable } from '../../platform/db/db';
import { serialOf } from '../../platform/db/serial-number';

export type InterestPayer = 'SUPPLIER' | 'CORE' | 'AGREED';

export interface QuoteRow {
  maxDays: number | null;
  annual_rate: string;
  service_fee_rate: string;
  interest_payer: InterestPayer;
  /** p of §17.3: 0 卖方付息, 100 买方付息, 1–99 协议付息. */
  buyer_share_pct: number;
}

export interface FinanceAppRow {
  app_no: string;
  fi_corp_id: string;
  fi_name: string;
  credit_no: string;
  package_no: string;
  receive_account_id: string;
  annual_rate: string;
  service_fee_rate: string;
  interest_payer: InterestPayer;
  buyer_share_pct: number;
  buyer_charge_fen: unknown;
  value_date: string;
  due_date: string;
  days: number;
  finance_fen: unknown;
  interest_fen: unknown;
  service_fee_fen: unknown;
  net_fen: unknown;
  loan_no: string | null;
  funded_at: unknown;
}

/** The FI's quotes for an issuer's credits or vouchers (domain-lines.md §17.3: finance_quote has a product). */
export const quotesOf = (q: Queryable, fiCorpId: string, issuerCorpId: string, productType: 'CREDIT' | 'VOUCHER' = 'CREDIT'): Promise<QuoteRow[]> =>
  q.query<QuoteRow>(
    `SELECT max_days AS "maxDays", annual_rate, service_fee_rate, interest_payer, CASE interest_payer WHEN 'CORE' THEN 100 ELSE 0 END AS buyer_share_pct
       FROM finance_quote WHERE fi_corp_id = $1 AND issuer_corp_id = $2 AND product_type = $3`,
    [fiCorpId, issuerCorpId, productType],
  );

export async function insertQuote(
  q: Queryable,
  v: {
    fiCorpId: string;
    issuerCorpId: string;
    productType?: 'CREDIT' | 'VOUCHER';
    maxDays: number | null;
    annualRate: string;
    serviceFeeRate: string;
    interestPayer: 'SUPPLIER' | 'CORE';
  },
): Promise<void> {
  await q.query(
    `INSERT INTO finance_quote (fi_corp_id, issuer_corp_id, product_type, max_days, annual_rate, service_fee_rate, interest_payer)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [v.fiCorpId, v.issuerCorpId, v.productType ?? 'CREDIT', v.maxDays, v.annualRate, v.serviceFeeRate, v.interestPayer],
  );
}

export async function customerStatus(q: Queryable, corpId: string, fiCorpId: string): Promise<string | null> {
  return (
    (await q.query<{ status: string }>('SELECT status FROM finance_customer WHERE corp_id = $1 AND fi_corp_id = $2', [corpId, fiCorpId]))[0]?.status ?? null
  );
}

export async function insertCustomer(q: Queryable, corpId: string, fiCorpId: string, status: string, at: number): Promise<void> {
  await q.query('INSERT INTO finance_customer (corp_id, fi_corp_id, status, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    corpId,
    fiCorpId,
    status,
    at,
  ]);
}

/** The FIs whose line an issuer's credits draw on (domain.md §7.7: the FI that cooperates with the issuer). */
export const lineFiOf = async (q: Queryable, creditNo: string): Promise<string | null> =>
  (await q.query<{ fi_corp_id: string }>('SELECT l.fi_corp_id FROM credit c JOIN credit_line l ON l.line_id = c.line_id WHERE c.credit_no = $1', [creditNo]))[0]
    ?.fi_corp_id ?? null;

/** FIs cooperating with the issuers of the corporation's held credits, with those issuers. */
export const fisForHolder = (q: Queryable, corpId: string): Promise<Array<{ corp_id: string; corp_name: string; issuer_corp_id: string }>> =>
  q.query(
    `SELECT DISTINCT f.corp_id, f.corp_name, c.issuer_corp_id FROM credit c JOIN credit_line l ON l.line_id = c.line_id JOIN corp f ON f.corp_id = l.fi_corp_id
      WHERE c.holder_corp_id = $1 AND c.status = 'HELD' ORDER BY f.corp_id, c.issuer_corp_id`,
    [corpId],
  );

export interface NewFinanceApp {
  appNo: string;
  fiCorpId: string;
  creditNo: string;
  packageNo: string;
  receiveAccountId: string;
  annualRate: string;
  serviceFeeRate: string;
  interestPayer: InterestPayer;
  buyerSharePct: number;
  valueDate: string;
  dueDate: string;
  days: number;
  financeFen: bigint;
  interestFen: bigint;
  serviceFeeFen: bigint;
  netFen: bigint;
  buyerChargeFen: bigint;
}

export async function insertFinanceApp(q: Queryable, v: NewFinanceApp): Promise<void> {
  await q.query(
    `INSERT INTO finance_app (app_no, fi_corp_id, credit_no, package_no, receive_account_id, annual_rate, service_fee_rate, interest_payer, value_date,
       due_date, days, finance_fen, interest_fen, service_fee_fen, net_fen, buyer_share_pct, buyer_charge_fen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      v.appNo,
      v.fiCorpId,
      v.creditNo,
      v.packageNo,
      v.receiveAccountId,
      v.annualRate,
      v.serviceFeeRate,
      v.interestPayer,
      v.valueDate,
      v.dueDate,
      v.days,
      String(v.financeFen),
      String(v.interestFen),
      String(v.serviceFeeFen),
      String(v.netFen),
      v.buyerSharePct,
      String(v.buyerChargeFen),
    ],
  );
}

const SELECT = 'SELECT f.*, fi.corp_name AS fi_name FROM finance_app f JOIN corp fi ON fi.corp_id = f.fi_corp_id';

/** The credit as the finance rules need it (any holder, any state: the rules check both). */
export interface FinanceCreditRow {
  credit_no: string;
  issuer_corp_id: string;
  holder_corp_id: string;
  due_date: string;
  amount_fen: unknown;
  status: string;
  product_type: 'CREDIT' | 'VOUCHER';
}

export const financeCredit = async (q: Queryable, creditNo: string): Promise<FinanceCreditRow | undefined> =>
  (
    await q.query<FinanceCreditRow>(
      'SELECT credit_no, issuer_corp_id, holder_corp_id, due_date, amount_fen, status, product_type FROM credit WHERE credit_no = $1',
      [creditNo],
    )
  )[0];

/** The parts a funded credit split into (the FI's and the remainder). */
export const childCredits = (q: Queryable, creditNo: string): Promise<Array<{ credit_no: string; holder_corp_id: string }>> =>
  q.query('SELECT credit_no, holder_corp_id FROM credit WHERE parent_no = $1 ORDER BY credit_no', [creditNo]);

export const financeAppOf = async (q: Queryable, appNo: string): Promise<FinanceAppRow | undefined> =>
  (await q.query<FinanceAppRow>(`${SELECT} WHERE f.app_no = $1`, [appNo]))[0];

/** A package already behind an open or funded financing cannot back another. */
export const packageInUse = async (q: Queryable, packageNo: string): Promise<boolean> =>
  (
    await q.query(
      `SELECT 1 FROM finance_app f JOIN application a ON a.app_no = f.app_no WHERE f.package_no = $1 AND a.status NOT IN ('REJECTED', 'CANCELLED',
        'FI_REJECTED', 'CP_REFUSED')`,
      [packageNo],
    )
  ).length > 0;

export async function setFunded(
  q: Queryable,
  appNo: string,
  v: { valueDate: string; days: number; interestFen: bigint; serviceFeeFen: bigint; netFen: bigint; buyerChargeFen: bigint; loanNo: string; at: number },
): Promise<void> {
  await q.query(
    `UPDATE finance_app SET value_date = $2, days = $3, interest_fen = $4, service_fee_fen = $5, net_fen = $6, buyer_charge_fen = $7,
            loan_no = $8, funded_at = $9
      WHERE app_no = $1`,
    [appNo, v.valueDate, v.days, String(v.interestFen), String(v.serviceFeeFen), String(v.netFen), String(v.buyerChargeFen), v.loanNo, v.at],
  );
}

const nextLoanSeq = async (q: Queryable): Promise<number> => Number((await q.query<{ n: unknown }>("SELECT nextval('loan_no_seq') AS n"))[0]?.n);

/** A new loan number (借据号) of a funding on `valueDate`: LN, the date and the next of the sequence in six digits. */
export const nextLoanNo = async (q: Queryable, valueDate: string): Promise<string> => serialOf('LN', valueDate, await nextLoanSeq(q));

/** Other holdings of the package's invoices: occupied by funded financings plus reserved by other packages (重复质押). */
export async function heldByOthers(q: Queryable, packageNo: string, invoiceIds: readonly string[]): Promise<Map<string, bigint>> {
  const rows = await q.query<{ doc_id: string; held: unknown }>(
    `SELECT doc_id, COALESCE(sum(occupy_fen), 0) AS held FROM trade_data_link
      WHERE doc_type = 'INVOICE' AND doc_id = ANY($1::text[]) AND package_no <> $2 AND occupy_state IN ('RESERVED', 'OCCUPIED') GROUP BY doc_id`,
    [[...invoiceIds], packageNo],
  );
  return new Map(rows.map((r) => [r.doc_id, BigInt(String(r.held))]));
}

export const corpRow = async (q: Queryable, corpId: string): Promise<{ corp_id: string; corp_name: string; parent_corp_id: string | null } | undefined> =>
  (
    await q.query<{ corp_id: string; corp_name: string; parent_corp_id: string | null }>(
      'SELECT corp_id, corp_name, parent_corp_id FROM corp WHERE corp_id = $1',
      [corpId],
    )
  )[0];

export const ownAccounts = (q: Queryable, corpId: string) =>
  q.query<{ account_id: string; account_no: string; account_name: string; bank_name: string; bank_code: string; account_type: string }>(
    `SELECT account_id, account_no, account_name, bank_name, bank_code, account_type FROM bank_account WHERE corp_id = $1 AND status = 'ACTIVE'
       AND account_type IN ('SETTLEMENT', 'ELECTRONIC') ORDER BY account_id`,
    [corpId],
  );

export const accountRow = async (q: Queryable, accountId: string) =>
  (
    await q.query<{
      account_id: string;
      corp_id: string;
      account_no: string;
      account_name: string;
      bank_name: string;
      bank_code: string;
      account_type: string;
      status: string;
    }>('SELECT * FROM bank_account WHERE account_id = $1', [accountId])
  )[0];

/** The corporation's submitted finance packages (资料包) with their credits and invoices' 本次占用金额. */
export const financePackagesOf = (q: Queryable, corpId: string) =>
  q.query<{ package_no: string; credit_nos: string[] | null; invoice_count: unknown; occupy_fen: unknown; unverified: unknown; released: unknown }>(
    `SELECT p.package_no,
            (SELECT array_agg(pc.credit_no ORDER BY pc.credit_no) FROM trade_package_credit pc WHERE pc.package_no = p.package_no) AS credit_nos,
            (SELECT count(*) FROM trade_data_link l WHERE l.package_no = p.package_no AND l.doc_type = 'INVOICE') AS invoice_count,
            (SELECT COALESCE(sum(l.occupy_fen), 0) FROM trade_data_link l WHERE l.package_no = p.package_no AND l.doc_type = 'INVOICE') AS occupy_fen,
            (SELECT count(*) FROM trade_data_link l JOIN trade_invoice i ON i.invoice_id = l.doc_id
              WHERE l.package_no = p.package_no AND l.doc_type = 'INVOICE' AND i.verify_status <> 'VERIFIED') AS unverified,
            (SELECT count(*) FROM trade_data_link l WHERE l.package_no = p.package_no AND l.doc_type = 'INVOICE' AND l.occupy_state <> 'RESERVED') AS released
       FROM trade_package p WHERE p.corp_id = $1 AND p.purpose = 'FINANCE' AND p.status = 'SUBMITTED'
        AND NOT EXISTS (SELECT 1 FROM finance_app f JOIN application a ON a.app_no = f.app_no WHERE f.package_no = p.package_no
          AND a.status NOT IN ('REJECTED', 'CANCELLED', 'FI_REJECTED', 'CP_REFUSED'))
      ORDER BY p.created_at DESC`,
    [corpId],
  );

// The lists and the signups, in their own files; the services reach every query through this one (`repo.…`).
export { fiOverdueOf, pageFinance, pageSupplierFinance, summaryOf } from './finance-list.repo';
export type { FinanceListRow } from './finance-list.repo';
export { activateCustomer, insertSignup, nextSignupSeq, pageSignups, signupProductsOf, supplierLimitsOf, suppliersOf } from './signup.repo';
export type { SignupListRow } from './signup.repo';

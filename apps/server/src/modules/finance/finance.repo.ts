import type { AppStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';

export interface QuoteRow {
  maxDays: number | null;
  annual_rate: string;
  service_fee_rate: string;
  interest_payer: 'SUPPLIER' | 'CORE';
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
  interest_payer: 'SUPPLIER' | 'CORE';
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

export const quotesOf = (q: Queryable, fiCorpId: string, issuerCorpId: string): Promise<QuoteRow[]> =>
  q.query<QuoteRow>(
    'SELECT max_days AS "maxDays", annual_rate, service_fee_rate, interest_payer FROM finance_quote WHERE fi_corp_id = $1 AND issuer_corp_id = $2',
    [fiCorpId, issuerCorpId],
  );

export async function insertQuote(
  q: Queryable,
  v: { fiCorpId: string; issuerCorpId: string; maxDays: number | null; annualRate: string; serviceFeeRate: string; interestPayer: 'SUPPLIER' | 'CORE' },
): Promise<void> {
  await q.query(
    'INSERT INTO finance_quote (fi_corp_id, issuer_corp_id, max_days, annual_rate, service_fee_rate, interest_payer) VALUES ($1, $2, $3, $4, $5, $6)',
    [v.fiCorpId, v.issuerCorpId, v.maxDays, v.annualRate, v.serviceFeeRate, v.interestPayer],
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
  interestPayer: 'SUPPLIER' | 'CORE';
  valueDate: string;
  dueDate: string;
  days: number;
  financeFen: bigint;
  interestFen: bigint;
  serviceFeeFen: bigint;
  netFen: bigint;
}

export async function insertFinanceApp(q: Queryable, v: NewFinanceApp): Promise<void> {
  await q.query(
    `INSERT INTO finance_app (app_no, fi_corp_id, credit_no, package_no, receive_account_id, annual_rate, service_fee_rate, interest_payer, value_date, due_date, days,
       finance_fen, interest_fen, service_fee_fen, net_fen) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
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
    ],
  );
}

const SELECT = 'SELECT f.*, fi.corp_name AS fi_name FROM finance_app f JOIN corp fi ON fi.corp_id = f.fi_corp_id';

export const financeAppOf = async (q: Queryable, appNo: string): Promise<FinanceAppRow | undefined> =>
  (await q.query<FinanceAppRow>(`${SELECT} WHERE f.app_no = $1`, [appNo]))[0];

/** A package already behind an open or funded financing cannot back another. */
export const packageInUse = async (q: Queryable, packageNo: string): Promise<boolean> =>
  (
    await q.query(
      `SELECT 1 FROM finance_app f JOIN application a ON a.app_no = f.app_no WHERE f.package_no = $1 AND a.status NOT IN ('REJECTED', 'CANCELLED', 'FI_REJECTED', 'CP_REFUSED')`,
      [packageNo],
    )
  ).length > 0;

export async function setFunded(
  q: Queryable,
  appNo: string,
  v: { valueDate: string; days: number; interestFen: bigint; serviceFeeFen: bigint; netFen: bigint; loanNo: string; at: number },
): Promise<void> {
  await q.query(
    'UPDATE finance_app SET value_date = $2, days = $3, interest_fen = $4, service_fee_fen = $5, net_fen = $6, loan_no = $7, funded_at = $8 WHERE app_no = $1',
    [appNo, v.valueDate, v.days, String(v.interestFen), String(v.serviceFeeFen), String(v.netFen), v.loanNo, v.at],
  );
}

const nextLoanSeq = async (q: Queryable): Promise<number> => Number((await q.query<{ n: unknown }>("SELECT nextval('loan_no_seq') AS n"))[0]?.n);

/** A new loan number (借据号) of a funding on `valueDate`: LN, the date and the next of the sequence in six digits. */
export const nextLoanNo = async (q: Queryable, valueDate: string): Promise<string> =>
  `LN${valueDate.replaceAll('-', '')}${String((await nextLoanSeq(q)) % 1_000_000).padStart(6, '0')}`;

/** Counts and sums of the corporation's financings (as applicant or FI) by status, funded this month, and FINANCED leaves outstanding. */
export async function summaryOf(
  q: Queryable,
  corpId: string,
  monthStart: string,
): Promise<{ byStatus: Array<{ status: string; n: unknown; fen: unknown }>; funded: { n: unknown; fen: unknown }; outstanding: { n: unknown; fen: unknown } }> {
  const mine = 'FROM finance_app f JOIN application a ON a.app_no = f.app_no WHERE (a.applicant_corp_id = $1 OR f.fi_corp_id = $1)';
  const byStatus = await q.query<{ status: string; n: unknown; fen: unknown }>(
    `SELECT a.status, count(*) AS n, COALESCE(sum(f.finance_fen), 0) AS fen ${mine} GROUP BY a.status`,
    [corpId],
  );
  const funded = (
    await q.query<{ n: unknown; fen: unknown }>(
      `SELECT count(*) AS n, COALESCE(sum(f.finance_fen), 0) AS fen ${mine} AND a.status = 'COMPLETED' AND f.value_date >= $2`,
      [corpId, monthStart],
    )
  )[0]!;
  const outstanding = (
    await q.query<{ n: unknown; fen: unknown }>(
      "SELECT count(*) AS n, COALESCE(sum(c.amount_fen), 0) AS fen FROM credit c WHERE c.status = 'FINANCED' AND (c.holder_corp_id = $1 OR EXISTS (SELECT 1 FROM credit p WHERE p.credit_no = c.parent_no AND p.holder_corp_id = $1))",
      [corpId],
    )
  )[0]!;
  return { byStatus, funded, outstanding };
}

export interface FinanceListRow extends FinanceAppRow {
  status: AppStatus;
  applicant_corp_id: string;
  applicant_name: string;
  created_at: unknown;
  business_date: string;
}

const OPEN = "('PENDING_REVIEW', 'PENDING_FI', 'PENDING_FINAL', 'PENDING_FUNDING')";
const ENDED = "('REJECTED', 'CANCELLED', 'FI_REJECTED', 'CP_REFUSED')";
const LIST_FROM =
  'FROM finance_app f JOIN application a ON a.app_no = f.app_no JOIN corp fi ON fi.corp_id = f.fi_corp_id JOIN corp ap ON ap.corp_id = a.applicant_corp_id';

/** One page of financings matching `where` (over f, a, fi, ap; its parameters `params`), newest first. */
async function pageWhere(
  q: Queryable,
  where: string,
  params: unknown[],
  w: { limit: number; offset: number },
): Promise<{ rows: FinanceListRow[]; total: number }> {
  const n = params.length;
  const rows = await q.query<FinanceListRow>(
    `SELECT f.*, fi.corp_name AS fi_name, a.status, a.applicant_corp_id, ap.corp_name AS applicant_name, a.created_at, a.business_date ${LIST_FROM} WHERE ${where} ORDER BY a.created_at DESC, f.app_no DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, w.limit, w.offset],
  );
  const total = Number((await q.query<{ n: unknown }>(`SELECT count(*) AS n ${LIST_FROM} WHERE ${where}`, params))[0]?.n ?? 0);
  return { rows, total };
}

/** The corporation's financings, as applicant or as the FI; `pending`: open ones only. */
export async function pageFinance(
  q: Queryable,
  corpId: string,
  f: { pattern: string; pending: boolean },
  w: { limit: number; offset: number },
): Promise<{ rows: FinanceListRow[]; total: number }> {
  const where = `(a.applicant_corp_id = $1 OR f.fi_corp_id = $1) AND (f.app_no ILIKE $2 OR f.credit_no ILIKE $2 OR ap.corp_name ILIKE $2)
    ${f.pending ? `AND a.status IN ${OPEN}` : ''}`;
  return pageWhere(q, where, [corpId, f.pattern], w);
}

/**
 * 供应商融资查询 (domain.md §7.7): financings of credits issued by the core or a member of its group, by stage
 * (pending / completed / ended), FI and the application's business dates from–to (申请日期, both included).
 */
export async function pageSupplierFinance(
  q: Queryable,
  coreCorpId: string,
  f: { pattern: string; stage: 'all' | 'pending' | 'completed' | 'ended'; fiCorpId: string | null; from: string | null; to: string | null },
  w: { limit: number; offset: number },
): Promise<{ rows: FinanceListRow[]; total: number }> {
  const stage = { all: '', pending: `AND a.status IN ${OPEN}`, completed: "AND a.status = 'COMPLETED'", ended: `AND a.status IN ${ENDED}` }[f.stage];
  const where = `a.issuer_corp_id IN (SELECT corp_id FROM corp WHERE corp_id = $1 OR parent_corp_id = $1)
    AND (f.app_no ILIKE $2 OR f.credit_no ILIKE $2 OR ap.corp_name ILIKE $2) ${stage}
    AND ($3::text IS NULL OR f.fi_corp_id = $3) AND ($4::text IS NULL OR a.business_date >= $4) AND ($5::text IS NULL OR a.business_date <= $5)`;
  return pageWhere(q, where, [coreCorpId, f.pattern, f.fiCorpId, f.from, f.to], w);
}

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
    "SELECT account_id, account_no, account_name, bank_name, bank_code, account_type FROM bank_account WHERE corp_id = $1 AND status = 'ACTIVE' AND account_type IN ('SETTLEMENT', 'ELECTRONIC') ORDER BY account_id",
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
            (SELECT count(*) FROM trade_data_link l JOIN trade_invoice i ON i.invoice_id = l.doc_id WHERE l.package_no = p.package_no AND l.doc_type = 'INVOICE' AND i.verify_status <> 'VERIFIED') AS unverified,
            (SELECT count(*) FROM trade_data_link l WHERE l.package_no = p.package_no AND l.doc_type = 'INVOICE' AND l.occupy_state <> 'RESERVED') AS released
       FROM trade_package p WHERE p.corp_id = $1 AND p.purpose = 'FINANCE' AND p.status = 'SUBMITTED'
        AND NOT EXISTS (SELECT 1 FROM finance_app f JOIN application a ON a.app_no = f.app_no WHERE f.package_no = p.package_no AND a.status NOT IN ('REJECTED', 'CANCELLED', 'FI_REJECTED', 'CP_REFUSED'))
      ORDER BY p.created_at DESC`,
    [corpId],
  );

/** The group of a core: itself and its members (issuers whose credits it answers for). */
const GROUP = '(SELECT corp_id FROM corp WHERE corp_id = $1 OR parent_corp_id = $1)';

/** 融资签约's products: the FIs whose ACTIVE issuing line the core (or its group parent) holds, per product. */
export const signupProductsOf = (q: Queryable, coreCorpId: string) =>
  q.query<{ fi_corp_id: string; fi_name: string; product_type: 'CREDIT' | 'VOUCHER' }>(
    `SELECT DISTINCT l.fi_corp_id, fi.corp_name AS fi_name, l.product_type FROM credit_line l JOIN corp fi ON fi.corp_id = l.fi_corp_id
      WHERE l.status = 'ACTIVE' AND l.corp_id IN (SELECT COALESCE(parent_corp_id, corp_id) FROM corp WHERE corp_id = $1) ORDER BY l.fi_corp_id, l.product_type`,
    [coreCorpId],
  );

/** The core's suppliers (confirmed counterparty relation, chain members) with their FI customer files. */
export const suppliersOf = (q: Queryable, coreCorpId: string) =>
  q.query<{ corp_id: string; corp_name: string; uscc: string; files: Array<{ fiCorpId: string; status: 'PENDING' | 'ACTIVE' | 'REJECTED' }> | null }>(
    `SELECT c.corp_id, c.corp_name, c.uscc,
            (SELECT json_agg(json_build_object('fiCorpId', fc.fi_corp_id, 'status', fc.status) ORDER BY fc.fi_corp_id) FROM finance_customer fc WHERE fc.corp_id = c.corp_id) AS files
       FROM counterparty_rel r JOIN corp c ON c.corp_id = r.counterparty_corp_id
      WHERE r.corp_id = $1 AND r.relation = 'SUPPLIER' AND c.corp_type = 'CHAIN' AND c.status = 'ACTIVE' ORDER BY c.corp_id`,
    [coreCorpId],
  );

export const nextSignupSeq = async (q: Queryable): Promise<number> =>
  Number((await q.query<{ n: unknown }>("SELECT nextval('finance_signup_seq') AS n"))[0]?.n);

/** Create the supplier's customer file at the FI, or set an existing one ACTIVE: which of the two it was. */
export async function activateCustomer(q: Queryable, corpId: string, fiCorpId: string, at: number): Promise<'CREATED' | 'UPDATED'> {
  const before = await customerStatus(q, corpId, fiCorpId);
  if (before === null) await insertCustomer(q, corpId, fiCorpId, 'ACTIVE', at);
  else await q.query("UPDATE finance_customer SET status = 'ACTIVE' WHERE corp_id = $1 AND fi_corp_id = $2", [corpId, fiCorpId]);
  return before === null ? 'CREATED' : 'UPDATED';
}

export async function insertSignup(
  q: Queryable,
  v: {
    signupNo: string;
    supplierCorpId: string;
    coreCorpId: string;
    fiCorpId: string;
    productType: string;
    fileAction: 'CREATED' | 'UPDATED';
    userId: string;
    at: number;
  },
): Promise<void> {
  await q.query(
    'INSERT INTO finance_signup (signup_no, supplier_corp_id, core_corp_id, fi_corp_id, product_type, file_action, creator_user_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [v.signupNo, v.supplierCorpId, v.coreCorpId, v.fiCorpId, v.productType, v.fileAction, v.userId, v.at],
  );
}

export interface SignupListRow {
  signup_no: string;
  core_corp_id: string;
  core_name: string;
  supplier_corp_id: string;
  supplier_name: string;
  fi_corp_id: string;
  fi_name: string;
  product_type: 'CREDIT' | 'VOUCHER';
  file_action: 'CREATED' | 'UPDATED';
  file_status: 'PENDING' | 'ACTIVE' | 'REJECTED';
  creator_name: string;
  created_at: unknown;
}

/** 签约查询: sign-up rows the corporation is in (as the core, the supplier or the FI), with the customer file's state now. */
export async function pageSignups(
  q: Queryable,
  corpId: string,
  f: { pattern: string; fileStatus: string | null; signupNo?: string },
  w: { limit: number; offset: number },
): Promise<{ rows: SignupListRow[]; total: number }> {
  const from = `FROM finance_signup s JOIN corp co ON co.corp_id = s.core_corp_id JOIN corp su ON su.corp_id = s.supplier_corp_id JOIN corp fi ON fi.corp_id = s.fi_corp_id
    JOIN finance_customer fc ON fc.corp_id = s.supplier_corp_id AND fc.fi_corp_id = s.fi_corp_id JOIN app_user u ON u.user_id = s.creator_user_id
    WHERE (s.core_corp_id = $1 OR s.supplier_corp_id = $1 OR s.fi_corp_id = $1) AND (s.signup_no ILIKE $2 OR su.corp_name ILIKE $2 OR co.corp_name ILIKE $2)
      AND ($3::text IS NULL OR fc.status = $3) AND ($4::text IS NULL OR s.signup_no = $4)`;
  const params = [corpId, f.pattern, f.fileStatus, f.signupNo ?? null];
  const rows = await q.query<SignupListRow>(
    `SELECT s.signup_no, s.core_corp_id, co.corp_name AS core_name, s.supplier_corp_id, su.corp_name AS supplier_name, s.fi_corp_id, fi.corp_name AS fi_name,
            s.product_type, s.file_action, fc.status AS file_status, u.person_name AS creator_name, s.created_at
       ${from} ORDER BY s.created_at DESC, s.signup_no DESC, s.supplier_corp_id LIMIT $5 OFFSET $6`,
    [...params, w.limit, w.offset],
  );
  const total = Number((await q.query<{ n: unknown }>(`SELECT count(*) AS n ${from}`, params))[0]?.n ?? 0);
  return { rows, total };
}

/**
 * 供应商额度详情: per supplier of the core and FI it has a customer file at or financed with — the file's state, Σ HELD
 * credits of the group's issue (financeable), financings under way, FINANCED leaves outstanding, funded in all.
 */
export const supplierLimitsOf = (q: Queryable, coreCorpId: string) =>
  q.query<{
    supplier_corp_id: string;
    supplier_name: string;
    fi_corp_id: string;
    fi_name: string;
    file_status: 'PENDING' | 'ACTIVE' | 'REJECTED' | null;
    financeable: unknown;
    in_progress: unknown;
    in_progress_n: unknown;
    outstanding: unknown;
    funded: unknown;
    funded_n: unknown;
  }>(
    `WITH pairs AS (
        SELECT fc.corp_id AS supplier_corp_id, fc.fi_corp_id FROM finance_customer fc
          JOIN counterparty_rel r ON r.corp_id = $1 AND r.relation = 'SUPPLIER' AND r.counterparty_corp_id = fc.corp_id
        UNION
        SELECT a.applicant_corp_id, f.fi_corp_id FROM finance_app f JOIN application a ON a.app_no = f.app_no WHERE a.issuer_corp_id IN ${GROUP})
     SELECT p.supplier_corp_id, su.corp_name AS supplier_name, p.fi_corp_id, fi.corp_name AS fi_name, fc.status AS file_status,
            (SELECT COALESCE(sum(c.amount_fen), 0) FROM credit c JOIN credit_line l ON l.line_id = c.line_id
              WHERE c.holder_corp_id = p.supplier_corp_id AND c.status = 'HELD' AND l.fi_corp_id = p.fi_corp_id AND c.issuer_corp_id IN ${GROUP}) AS financeable,
            (SELECT COALESCE(sum(f.finance_fen), 0) FROM finance_app f JOIN application a ON a.app_no = f.app_no
              WHERE a.applicant_corp_id = p.supplier_corp_id AND f.fi_corp_id = p.fi_corp_id AND a.issuer_corp_id IN ${GROUP} AND a.status IN ${OPEN}) AS in_progress,
            (SELECT count(*) FROM finance_app f JOIN application a ON a.app_no = f.app_no
              WHERE a.applicant_corp_id = p.supplier_corp_id AND f.fi_corp_id = p.fi_corp_id AND a.issuer_corp_id IN ${GROUP} AND a.status IN ${OPEN}) AS in_progress_n,
            (SELECT COALESCE(sum(c.amount_fen), 0) FROM credit c JOIN credit pc ON pc.credit_no = c.parent_no
              WHERE c.status = 'FINANCED' AND c.holder_corp_id = p.fi_corp_id AND pc.holder_corp_id = p.supplier_corp_id AND c.issuer_corp_id IN ${GROUP}) AS outstanding,
            (SELECT COALESCE(sum(f.finance_fen), 0) FROM finance_app f JOIN application a ON a.app_no = f.app_no
              WHERE a.applicant_corp_id = p.supplier_corp_id AND f.fi_corp_id = p.fi_corp_id AND a.issuer_corp_id IN ${GROUP} AND a.status = 'COMPLETED') AS funded,
            (SELECT count(*) FROM finance_app f JOIN application a ON a.app_no = f.app_no
              WHERE a.applicant_corp_id = p.supplier_corp_id AND f.fi_corp_id = p.fi_corp_id AND a.issuer_corp_id IN ${GROUP} AND a.status = 'COMPLETED') AS funded_n
       FROM pairs p JOIN corp su ON su.corp_id = p.supplier_corp_id JOIN corp fi ON fi.corp_id = p.fi_corp_id
       LEFT JOIN finance_customer fc ON fc.corp_id = p.supplier_corp_id AND fc.fi_corp_id = p.fi_corp_id
      ORDER BY p.supplier_corp_id, p.fi_corp_id`,
    [coreCorpId],
  );

/** Σ FINANCED leaves held by the FI whose credit is overdue (domain.md §12 FI tile 逾期). */
export const fiOverdueOf = async (q: Queryable, fiCorpId: string, businessDate: string): Promise<{ n: unknown; fen: unknown }> =>
  (
    await q.query<{ n: unknown; fen: unknown }>(
      "SELECT count(*) AS n, COALESCE(sum(amount_fen), 0) AS fen FROM credit WHERE holder_corp_id = $1 AND (status = 'OVERDUE' OR (status = 'FINANCED' AND due_date < $2))",
      [fiCorpId, businessDate],
    )
  )[0]!;

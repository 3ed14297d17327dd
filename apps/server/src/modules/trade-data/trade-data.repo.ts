import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';

/** int8 from PGlite (bigint) or pg (string) as bigint fen. */
export { fenOf };

/** A LIKE pattern that matches the keyword literally (its own `%`, `_` and `\` escaped). */
export const containing = (s: string | undefined) => (s?.trim() ? `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%');

export interface CorpRow {
  corp_id: string;
  corp_name: string;
  uscc: string;
}

export const corpOf = async (q: Queryable, corpId: string): Promise<CorpRow | undefined> =>
  (await q.query<CorpRow>('SELECT corp_id, corp_name, uscc FROM corp WHERE corp_id = $1', [corpId]))[0];

/** The corporation itself and its confirmed counterparties (交易对手管理), own first. */
export const partiesOf = (q: Queryable, corpId: string): Promise<Array<CorpRow & { own: boolean }>> =>
  q.query(
    `SELECT c.corp_id, c.corp_name, c.uscc, c.corp_id = $1 AS own FROM corp c
      WHERE c.corp_id = $1 OR c.corp_id IN (SELECT counterparty_corp_id FROM counterparty_rel WHERE corp_id = $1)
      ORDER BY (c.corp_id = $1) DESC, c.corp_name`,
    [corpId],
  );

// ---- credits (read-only SQL on the credits module's table; domain.md §5.3) ----

export interface BackableCreditRow {
  credit_no: string;
  product_type: string;
  issuer_corp_id: string;
  issuer_name: string;
  holder_corp_id: string;
  holder_name: string;
  original_holder_corp_id: string;
  parent_no: string | null;
  amount_fen: unknown;
  due_date: string;
  status: string;
}

/** A credit the corporation holds (not its own issue, not financed, pooled or finished): what a 融资资料 may back. */
const HELD_BY = `c.holder_corp_id = $1 AND c.issuer_corp_id <> $1 AND c.status IN ('HELD', 'TRANSFERRING', 'FINANCING', 'RETURNING')`;
/** A credit the corporation issued, still alive (开立资料). */
const ISSUED_BY = `c.issuer_corp_id = $1 AND c.status NOT IN ('REFUSED', 'WITHDRAWN', 'RECYCLED', 'SPLIT')`;
const CREDIT = `SELECT c.credit_no, c.product_type, c.issuer_corp_id, i.corp_name AS issuer_name, c.holder_corp_id, h.corp_name AS holder_name,
       c.original_holder_corp_id, c.parent_no, c.amount_fen, c.due_date, c.status
  FROM credit c JOIN corp i ON i.corp_id = c.issuer_corp_id JOIN corp h ON h.corp_id = c.holder_corp_id`;

export const backableCredits = (q: Queryable, corpId: string, purpose: 'FINANCE' | 'ISSUE', productType: string): Promise<BackableCreditRow[]> =>
  q.query<BackableCreditRow>(
    `${CREDIT} WHERE ${purpose === 'FINANCE' ? HELD_BY : ISSUED_BY} AND c.product_type = $2 ORDER BY c.due_date, c.credit_no LIMIT 200`,
    [corpId, productType],
  );

/** The credits among `creditNos` the corporation may back for this purpose (others are left out). */
export const backableAmong = (q: Queryable, corpId: string, purpose: 'FINANCE' | 'ISSUE', creditNos: readonly string[]): Promise<BackableCreditRow[]> =>
  q.query<BackableCreditRow>(`${CREDIT} WHERE ${purpose === 'FINANCE' ? HELD_BY : ISSUED_BY} AND c.credit_no = ANY($2::text[]) ORDER BY c.credit_no`, [
    corpId,
    [...creditNos],
  ]);

/** A credit the corporation can see as a party (issuer, holder, first holder); undefined otherwise. */
export const visibleCredit = async (q: Queryable, corpId: string, creditNo: string): Promise<BackableCreditRow | undefined> =>
  (
    await q.query<BackableCreditRow>(
      `${CREDIT} WHERE c.credit_no = $2 AND (c.issuer_corp_id = $1 OR c.holder_corp_id = $1 OR c.original_holder_corp_id = $1)`,
      [corpId, creditNo],
    )
  )[0];

/**
 * The holder's counterparty in the chain (domain.md §8 check 3): the holder of the nearest ancestor held by another
 * corporation (a remainder kept by the same holder is walked through), or the issuer for a first-hop credit.
 */
export async function chainCounterparty(q: Queryable, credit: Pick<BackableCreditRow, 'credit_no' | 'holder_corp_id' | 'issuer_corp_id'>): Promise<string> {
  const rows = await q.query<{ holder_corp_id: string }>(
    `WITH RECURSIVE up (credit_no, parent_no, holder_corp_id, depth) AS (
       SELECT credit_no, parent_no, holder_corp_id, 0 FROM credit WHERE credit_no = $1
       UNION ALL
       SELECT p.credit_no, p.parent_no, p.holder_corp_id, up.depth + 1 FROM credit p JOIN up ON p.credit_no = up.parent_no WHERE up.depth < 64
     )
     SELECT holder_corp_id FROM up WHERE depth > 0 AND holder_corp_id <> $2 ORDER BY depth LIMIT 1`,
    [credit.credit_no, credit.holder_corp_id],
  );
  return rows[0]?.holder_corp_id ?? credit.issuer_corp_id;
}

// ---- files of a document ----

export type DocKindCode = 'CONTRACT' | 'INVOICE' | 'OTHER' | 'AUTH';

export async function insertDocFiles(q: Queryable, docType: DocKindCode, docId: string, fileIds: readonly string[]): Promise<void> {
  for (const [i, fileId] of fileIds.entries())
    await q.query('INSERT INTO trade_doc_file (doc_type, doc_id, file_id, sort) VALUES ($1, $2, $3, $4)', [docType, docId, fileId, i]);
}

export interface DocFileRow {
  doc_id: string;
  file_id: string;
  file_name: string;
  mime_type: string;
}

/** The files of some documents, in their order (name and type from the file store's metadata). */
export const filesOfDocs = (q: Queryable, docType: DocKindCode, docIds: readonly string[]): Promise<DocFileRow[]> =>
  docIds.length === 0
    ? Promise.resolve([])
    : q.query<DocFileRow>(
        `SELECT f.doc_id, f.file_id, s.file_name, s.mime_type FROM trade_doc_file f JOIN stored_file s ON s.file_id = f.file_id
          WHERE f.doc_type = $1 AND f.doc_id = ANY($2::text[]) ORDER BY f.doc_id, f.sort`,
        [docType, [...docIds]],
      );

// ---- contracts ----

export interface ContractRow {
  contract_id: string;
  corp_id: string;
  contract_no: string;
  name: string;
  buyer_corp_id: string;
  buyer_name: string;
  seller_corp_id: string;
  seller_name: string;
  amount_fen: unknown;
  sign_date: string;
  end_date: string;
  created_at: unknown;
}

const CONTRACT = `SELECT t.contract_id, t.corp_id, t.contract_no, t.name, t.buyer_corp_id, b.corp_name AS buyer_name, t.seller_corp_id, s.corp_name AS seller_name,
       t.amount_fen, t.sign_date, t.end_date, t.created_at
  FROM trade_contract t JOIN corp b ON b.corp_id = t.buyer_corp_id JOIN corp s ON s.corp_id = t.seller_corp_id`;

/** The corporation's contracts: those it registered and those it is a party to (buyer or seller). */
const OF_CORP = '(t.corp_id = $1 OR t.buyer_corp_id = $1 OR t.seller_corp_id = $1)';

export const contractsOfCorp = (q: Queryable, corpId: string, ids: readonly string[]): Promise<ContractRow[]> =>
  q.query<ContractRow>(`${CONTRACT} WHERE ${OF_CORP} AND t.contract_id = ANY($2::text[])`, [corpId, [...ids]]);

export const contractNoTaken = async (q: Queryable, corpId: string, contractNo: string): Promise<boolean> =>
  (await q.query('SELECT 1 FROM trade_contract WHERE corp_id = $1 AND contract_no = $2', [corpId, contractNo])).length > 0;

export async function insertContract(
  q: Queryable,
  c: {
    corpId: string;
    contractNo: string;
    name: string;
    buyerCorpId: string;
    sellerCorpId: string;
    amountFen: bigint;
    signDate: string;
    endDate: string;
    userId: string;
    at: number;
  },
): Promise<string> {
  const rows = await q.query<{ contract_id: string }>(
    `INSERT INTO trade_contract (contract_id, corp_id, contract_no, name, buyer_corp_id, seller_corp_id, amount_fen, sign_date, end_date, created_by, created_at)
     VALUES ('CT' || lpad(nextval('trade_doc_seq')::text, 8, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING contract_id`,
    [c.corpId, c.contractNo, c.name, c.buyerCorpId, c.sellerCorpId, String(c.amountFen), c.signDate, c.endDate, c.userId, c.at],
  );
  return rows[0]!.contract_id;
}

export interface PageWindow {
  limit: number;
  offset: number;
  order: 'asc' | 'desc' | null;
}

async function paged<T>(q: Queryable, select: string, where: string, order: string, params: unknown[], w: PageWindow): Promise<{ rows: T[]; count: number }> {
  const n = params.length;
  const rows = await q.query<T>(`${select} WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, w.limit, w.offset]);
  const count = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM (${select} WHERE ${where}) x`, params);
  return { rows, count: Number(count[0]?.n ?? 0) };
}

/** 合同管理: the corporation's contracts by 合同编号, 名称 or a party's name. */
export const pageContracts = (q: Queryable, corpId: string, pattern: string, w: PageWindow) =>
  paged<ContractRow>(
    q,
    CONTRACT,
    `${OF_CORP} AND (t.contract_no LIKE $2 OR t.name LIKE $2 OR b.corp_name LIKE $2 OR s.corp_name LIKE $2)`,
    w.order ? `t.sign_date ${w.order === 'asc' ? 'ASC' : 'DESC'}, t.contract_id` : 't.created_at DESC, t.sign_date DESC, t.contract_id DESC',
    [corpId, pattern],
    w,
  );

// ---- invoices ----

export interface InvoiceRow {
  invoice_id: string;
  corp_id: string;
  invoice_type: 'VAT_SPECIAL' | 'VAT_NORMAL' | 'E_INVOICE_FULL';
  invoice_code: string;
  invoice_number: string;
  issue_date: string;
  amount_ex_tax_fen: unknown;
  tax_fen: unknown;
  total_fen: unknown;
  check_code_last6: string;
  buyer_name: string;
  buyer_tax_no: string;
  seller_name: string;
  seller_tax_no: string;
  verify_status: string;
  verify_checks: unknown;
  verified_at: unknown;
  occupied_fen: unknown;
  /** Σ occupy of RESERVED and OCCUPIED links (all packages). */
  held_fen: unknown;
  created_at: unknown;
}

const HELD = `COALESCE((SELECT sum(l.occupy_fen) FROM trade_data_link l WHERE l.doc_type = 'INVOICE' AND l.doc_id = v.invoice_id AND l.occupy_state IN ('RESERVED', 'OCCUPIED')), 0)`;
const INVOICE = `SELECT v.*, ${HELD} AS held_fen FROM trade_invoice v`;

export const invoicesOfCorp = (q: Queryable, corpId: string, ids: readonly string[]): Promise<InvoiceRow[]> =>
  q.query<InvoiceRow>(`${INVOICE} WHERE v.corp_id = $1 AND v.invoice_id = ANY($2::text[])`, [corpId, [...ids]]);

/** Lock the invoices (in id order, so two packages over the same invoices never deadlock) before counting what they hold. */
export async function lockInvoices(q: Queryable, ids: readonly string[]): Promise<void> {
  await q.query('SELECT invoice_id FROM trade_invoice WHERE invoice_id = ANY($1::text[]) ORDER BY invoice_id FOR UPDATE', [[...ids]]);
}

export const invoiceTaken = async (q: Queryable, code: string, num: string): Promise<boolean> =>
  (await q.query('SELECT 1 FROM trade_invoice WHERE invoice_code = $1 AND invoice_number = $2', [code, num])).length > 0;

export interface NewInvoice {
  corpId: string;
  type: string;
  code: string;
  number: string;
  issueDate: string;
  amountExTaxFen: bigint;
  taxFen: bigint;
  totalFen: bigint;
  checkCodeLast6: string;
  buyerName: string;
  buyerTaxNo: string;
  sellerName: string;
  sellerTaxNo: string;
  verifyStatus: string;
  checks: unknown;
  verifiedAt: number | null;
  occupiedFen?: bigint;
  userId: string | null;
  at: number;
}

export async function insertInvoice(q: Queryable, v: NewInvoice, invoiceId?: string): Promise<string> {
  const rows = await q.query<{ invoice_id: string }>(
    `INSERT INTO trade_invoice (invoice_id, corp_id, invoice_type, invoice_code, invoice_number, issue_date, amount_ex_tax_fen, tax_fen, total_fen, check_code_last6,
       buyer_name, buyer_tax_no, seller_name, seller_tax_no, verify_status, verify_checks, verified_at, occupied_fen, created_by, created_at)
     VALUES (COALESCE($1, 'IV' || lpad(nextval('trade_doc_seq')::text, 8, '0')), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19, $20)
     RETURNING invoice_id`,
    [
      invoiceId ?? null,
      v.corpId,
      v.type,
      v.code,
      v.number,
      v.issueDate,
      String(v.amountExTaxFen),
      String(v.taxFen),
      String(v.totalFen),
      v.checkCodeLast6,
      v.buyerName,
      v.buyerTaxNo,
      v.sellerName,
      v.sellerTaxNo,
      v.verifyStatus,
      JSON.stringify(v.checks),
      v.verifiedAt,
      String(v.occupiedFen ?? 0n),
      v.userId,
      v.at,
    ],
  );
  return rows[0]!.invoice_id;
}

export async function updateVerification(q: Queryable, invoiceId: string, status: string, checks: unknown, at: number): Promise<void> {
  await q.query('UPDATE trade_invoice SET verify_status = $2, verify_checks = $3::jsonb, verified_at = $4 WHERE invoice_id = $1', [
    invoiceId,
    status,
    JSON.stringify(checks),
    at,
  ]);
}

/** What the links of packages other than `exceptPackage` hold of each invoice (RESERVED or OCCUPIED). */
export async function heldElsewhere(q: Queryable, ids: readonly string[], exceptPackage: string | null): Promise<Map<string, bigint>> {
  const rows = await q.query<{ doc_id: string; held: unknown }>(
    `SELECT doc_id, sum(occupy_fen) AS held FROM trade_data_link
      WHERE doc_type = 'INVOICE' AND doc_id = ANY($1::text[]) AND occupy_state IN ('RESERVED', 'OCCUPIED') AND ($2::text IS NULL OR package_no <> $2)
      GROUP BY doc_id`,
    [[...ids], exceptPackage],
  );
  return new Map(rows.map((r) => [r.doc_id, fenOf(r.held)]));
}

export interface InvoiceFilter {
  pattern: string;
  type: string | null;
  verifyStatus: string | null;
}

/** 发票管理: the corporation's invoices by 号码 or a party's name, type and 查验 state. */
export const pageInvoices = (q: Queryable, corpId: string, f: InvoiceFilter, w: PageWindow) =>
  paged<InvoiceRow>(
    q,
    INVOICE,
    `v.corp_id = $1 AND (v.invoice_number LIKE $2 OR v.invoice_code LIKE $2 OR v.buyer_name LIKE $2 OR v.seller_name LIKE $2)
     AND ($3::text IS NULL OR v.invoice_type = $3) AND ($4::text IS NULL OR v.verify_status = $4)`,
    w.order ? `v.issue_date ${w.order === 'asc' ? 'ASC' : 'DESC'}, v.invoice_id` : 'v.created_at DESC, v.invoice_id DESC',
    [corpId, f.pattern, f.type, f.verifyStatus],
    w,
  );

// ---- other documents and authorisation letters ----

export interface DocumentRow {
  doc_id: string;
  corp_id: string;
  kind: 'OTHER' | 'AUTH';
  doc_type: string;
  name: string;
  remark: string;
  created_at: unknown;
}

export const documentsOfCorp = (q: Queryable, corpId: string, ids: readonly string[]): Promise<DocumentRow[]> =>
  q.query<DocumentRow>('SELECT * FROM trade_document WHERE corp_id = $1 AND doc_id = ANY($2::text[])', [corpId, [...ids]]);

export async function insertDocument(
  q: Queryable,
  d: { corpId: string; kind: string; docType: string; name: string; remark: string; userId: string; at: number },
): Promise<string> {
  const rows = await q.query<{ doc_id: string }>(
    `INSERT INTO trade_document (doc_id, corp_id, kind, doc_type, name, remark, created_by, created_at)
     VALUES ('DC' || lpad(nextval('trade_doc_seq')::text, 8, '0'), $1, $2, $3, $4, $5, $6, $7) RETURNING doc_id`,
    [d.corpId, d.kind, d.docType, d.name, d.remark, d.userId, d.at],
  );
  return rows[0]!.doc_id;
}

export const pageDocuments = (q: Queryable, corpId: string, f: { kind: string | null; pattern: string }, w: PageWindow) =>
  paged<DocumentRow>(
    q,
    'SELECT * FROM trade_document d',
    'd.corp_id = $1 AND ($2::text IS NULL OR d.kind = $2) AND (d.name LIKE $3 OR d.remark LIKE $3)',
    `d.created_at ${w.order === 'asc' ? 'ASC' : 'DESC'}, d.doc_id`,
    [corpId, f.kind, f.pattern],
    w,
  );

// ---- packages ----

export interface PackageRow {
  package_no: string;
  corp_id: string;
  product_type: 'CREDIT' | 'VOUCHER';
  purpose: 'FINANCE' | 'ISSUE';
  status: 'DRAFT' | 'SUBMITTED';
  verdict: 'PASS' | 'REJECT' | 'PENDING' | null;
  verdict_comment: string;
  business_date: string;
  created_at: unknown;
  submitted_at: unknown;
}

export interface LinkRow {
  package_no: string;
  doc_type: DocKindCode;
  doc_id: string;
  sort: number;
  occupy_fen: unknown;
  occupy_state: 'NONE' | 'RESERVED' | 'OCCUPIED' | 'RELEASED';
}

export const packageOf = async (q: Queryable, packageNo: string): Promise<PackageRow | undefined> =>
  (await q.query<PackageRow>('SELECT * FROM trade_package WHERE package_no = $1', [packageNo]))[0];

export const linksOf = (q: Queryable, packageNos: readonly string[]): Promise<LinkRow[]> =>
  q.query<LinkRow>('SELECT * FROM trade_data_link WHERE package_no = ANY($1::text[]) ORDER BY package_no, doc_type, sort', [[...packageNos]]);

export const creditsOfPackages = (q: Queryable, packageNos: readonly string[]): Promise<Array<{ package_no: string; credit_no: string }>> =>
  q.query('SELECT package_no, credit_no FROM trade_package_credit WHERE package_no = ANY($1::text[]) ORDER BY package_no, credit_no', [[...packageNos]]);

export async function insertPackage(
  q: Queryable,
  p: {
    corpId: string;
    productType: string;
    purpose: string;
    status: string;
    businessDate: string;
    userId: string;
    at: number;
    verdict?: string | null;
    verdictComment?: string;
  },
): Promise<string> {
  const rows = await q.query<{ package_no: string }>(
    `INSERT INTO trade_package (package_no, corp_id, product_type, purpose, status, verdict, verdict_comment, business_date, created_by, created_at, submitted_at)
     VALUES ('TD' || replace($5, '-', '') || lpad(nextval('trade_package_seq')::text, 6, '0'), $1, $2, $3, $4, $6, $7, $5, $8, $9, CASE WHEN $4 = 'SUBMITTED' THEN $9::bigint END)
     RETURNING package_no`,
    [p.corpId, p.productType, p.purpose, p.status, p.businessDate, p.verdict ?? null, p.verdictComment ?? '', p.userId, p.at],
  );
  return rows[0]!.package_no;
}

export async function insertPackageCredits(q: Queryable, packageNo: string, creditNos: readonly string[]): Promise<void> {
  for (const creditNo of creditNos) await q.query('INSERT INTO trade_package_credit (package_no, credit_no) VALUES ($1, $2)', [packageNo, creditNo]);
}

export async function insertLink(
  q: Queryable,
  l: { packageNo: string; docType: DocKindCode; docId: string; sort: number; occupyFen: bigint | null; state: LinkRow['occupy_state'] },
): Promise<void> {
  await q.query('INSERT INTO trade_data_link (package_no, doc_type, doc_id, sort, occupy_fen, occupy_state) VALUES ($1, $2, $3, $4, $5, $6)', [
    l.packageNo,
    l.docType,
    l.docId,
    l.sort,
    l.occupyFen === null ? null : String(l.occupyFen),
    l.state,
  ]);
}

/** 上传资料: the corporation's packages of one product, by 编号 or a credit number. */
export const pagePackages = (q: Queryable, corpId: string, f: { productType: string; purpose: string | null; pattern: string }, w: PageWindow) =>
  paged<PackageRow>(
    q,
    'SELECT * FROM trade_package p',
    `p.corp_id = $1 AND p.product_type = $2 AND ($3::text IS NULL OR p.purpose = $3)
     AND (p.package_no LIKE $4 OR EXISTS (SELECT 1 FROM trade_package_credit pc WHERE pc.package_no = p.package_no AND pc.credit_no LIKE $4))`,
    `p.created_at ${w.order === 'asc' ? 'ASC' : 'DESC'}, p.package_no ${w.order === 'asc' ? 'ASC' : 'DESC'}`,
    [corpId, f.productType, f.purpose, f.pattern],
    w,
  );

/** The newest package of the corporation bound to a credit, submitted ones first. */
export const latestPackageOfCredit = async (q: Queryable, corpId: string, creditNo: string): Promise<PackageRow | undefined> =>
  (
    await q.query<PackageRow>(
      `SELECT p.* FROM trade_package p JOIN trade_package_credit pc ON pc.package_no = p.package_no
        WHERE pc.credit_no = $2 AND p.corp_id = $1 ORDER BY (p.status = 'SUBMITTED') DESC, p.created_at DESC, p.package_no DESC LIMIT 1`,
      [corpId, creditNo],
    )
  )[0];

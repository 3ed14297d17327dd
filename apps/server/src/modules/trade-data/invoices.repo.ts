import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { paged } from './paging';
import type { PageWindow } from './paging';
import { paddedNextval } from '../../platform/db/serial-number';
/** Invoices (发票), their verification and what financings hold of them. */

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

/**
 * What the invoice's amount is held by, in every product (domain-lines.md §18.8-2): occupied (funded packages, ABS
 * payables, e订通 financings: `occupied_fen`) and reserved by packages not yet funded.
 */
const HELD = `v.occupied_fen + COALESCE((SELECT sum(l.occupy_fen) FROM trade_data_link l WHERE l.doc_type = 'INVOICE' AND l.doc_id = v.invoice_id
  AND l.occupy_state = 'RESERVED'), 0)`;

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
    `INSERT INTO trade_invoice (invoice_id, corp_id, invoice_type, invoice_code, invoice_number, issue_date, amount_ex_tax_fen, tax_fen, total_fen,
      check_code_last6,
       buyer_name, buyer_tax_no, seller_name, seller_tax_no, verify_status, verify_checks, verified_at, occupied_fen, created_by, created_at)
     VALUES (COALESCE($1, 'IV' || ${paddedNextval('trade_doc_seq', 8)}), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17,
       $18, $19, $20)
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

import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';

/** The SQL of the invoices an ABS receivable occupies (domain-lines.md §18.3, §18.8 (2)). */

export interface InvoiceFree {
  invoice_id: string;
  corp_id: string;
  verify_status: string;
  total_fen: unknown;
  occupied_fen: unknown;
  /** Σ RESERVED links of finance packages (not yet in occupied_fen). */
  reserved_fen: unknown;
}

/** The invoices, locked in id order (the order trade-data locks them in), with what finance packages reserve of them. */
export async function lockInvoicesFree(q: Queryable, ids: readonly string[]): Promise<InvoiceFree[]> {
  await q.query('SELECT invoice_id FROM trade_invoice WHERE invoice_id = ANY($1::text[]) ORDER BY invoice_id FOR UPDATE', [[...ids]]);
  return q.query<InvoiceFree>(
    `SELECT v.invoice_id, v.corp_id, v.verify_status, v.total_fen, v.occupied_fen,
       COALESCE((SELECT sum(l.occupy_fen) FROM trade_data_link l
                  WHERE l.doc_type = 'INVOICE' AND l.doc_id = v.invoice_id AND l.occupy_state = 'RESERVED'), 0) AS reserved_fen
     FROM trade_invoice v WHERE v.invoice_id = ANY($1::text[])`,
    [[...ids]],
  );
}

export const freeFen = (v: InvoiceFree): bigint => fenOf(v.total_fen) - fenOf(v.occupied_fen) - fenOf(v.reserved_fen);

/** A receivable's occupation of an invoice, counted in the invoice's occupied amount (§18.8 (2)). */
export async function occupyInvoice(q: Queryable, receivableNo: string, invoiceId: string, occupyFen: bigint): Promise<boolean> {
  const done = await q.query('UPDATE trade_invoice SET occupied_fen = occupied_fen + $2 WHERE invoice_id = $1 AND occupied_fen + $2 <= total_fen RETURNING 1', [
    invoiceId,
    occupyFen.toString(),
  ]);
  if (done.length === 0) return false;
  await q.query('INSERT INTO abs_receivable_invoice (receivable_no, invoice_id, occupy_fen) VALUES ($1, $2, $3)', [
    receivableNo,
    invoiceId,
    occupyFen.toString(),
  ]);
  return true;
}

/** A cancelled receivable gives its invoices back (releasing twice changes nothing). */
export async function releaseReceivableInvoices(q: Queryable, receivableNo: string): Promise<void> {
  const links = await q.query<{ invoice_id: string; occupy_fen: unknown }>(
    'UPDATE abs_receivable_invoice SET released = TRUE WHERE receivable_no = $1 AND NOT released RETURNING invoice_id, occupy_fen',
    [receivableNo],
  );
  for (const l of [...links].sort((a, b) => a.invoice_id.localeCompare(b.invoice_id)))
    await q.query('UPDATE trade_invoice SET occupied_fen = occupied_fen - $2 WHERE invoice_id = $1', [l.invoice_id, String(fenOf(l.occupy_fen))]);
}

/** The invoices a receivable occupies with their verification state (the factor's check). */
export async function invoicesOfReceivable(
  q: Queryable,
  receivableNo: string,
): Promise<Array<{ invoice_id: string; verify_status: string; occupy_fen: unknown }>> {
  return q.query(
    `SELECT l.invoice_id, v.verify_status, l.occupy_fen FROM abs_receivable_invoice l JOIN trade_invoice v ON v.invoice_id = l.invoice_id
      WHERE l.receivable_no = $1 AND NOT l.released ORDER BY l.invoice_id`,
    [receivableNo],
  );
}

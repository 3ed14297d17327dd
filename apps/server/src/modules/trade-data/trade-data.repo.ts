import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
/** int8 from PGlite (bigint) or pg (string) as bigint fen. */
export { fenOf };

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

// The records of each kind, in their own files; the services reach them through this one (`repo.…`).
export { contractsOfCorp, contractNoTaken, insertContract, pageContracts } from './contracts.repo';
export type { ContractRow } from './contracts.repo';
export { documentsOfCorp, insertDocument, pageDocuments } from './documents.repo';
export type { DocumentRow } from './documents.repo';
export { heldElsewhere, insertInvoice, invoiceTaken, invoicesOfCorp, lockInvoices, pageInvoices, updateVerification } from './invoices.repo';
export type { InvoiceFilter, InvoiceRow, NewInvoice } from './invoices.repo';
export { creditsOfPackages, insertLink, insertPackage, insertPackageCredits, latestPackageOfCredit, linksOf, packageOf, pagePackages } from './packages.repo';
export type { LinkRow, PackageRow } from './packages.repo';
export type { PageWindow } from './paging';

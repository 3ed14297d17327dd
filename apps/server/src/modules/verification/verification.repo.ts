import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';

export interface Party {
  role: string;
  name: string;
}

/** A document the platform issues, as its 验证码 records it (names unmasked here; the public view masks them). */
export interface VerifiableDocument {
  docType: string;
  docNo: string;
  /** SHA-256 (hex) of the document's exact bytes. */
  docHash: string;
  amountFen: bigint | null;
  parties: readonly Party[];
  signer: string | null;
  signedAt: number | null;
}

export interface CodeRow extends VerifiableDocument {
  code: string;
  createdAt: number;
}

/** The code of a document: the existing one for the same type, number and bytes, else `code` stored. */
export async function codeFor(q: Queryable, code: string, doc: VerifiableDocument, now: number): Promise<string> {
  await q.query(
    `INSERT INTO verification_code (code, doc_type, doc_no, doc_hash, amount_fen, parties, signer, signed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (doc_type, doc_no, doc_hash) DO NOTHING`,
    [code, doc.docType, doc.docNo, doc.docHash, doc.amountFen?.toString() ?? null, JSON.stringify(doc.parties), doc.signer, doc.signedAt, now],
  );
  const rows = await q.query<{ code: string }>('SELECT code FROM verification_code WHERE doc_type = $1 AND doc_no = $2 AND doc_hash = $3', [
    doc.docType,
    doc.docNo,
    doc.docHash,
  ]);
  const stored = rows[0]?.code;
  if (!stored) throw new Error('verification code not stored');
  return stored;
}

/** A document whose bytes carry their own code (a receipt): registered on its content, then bound to the bytes printed with it. */
export const setDocHash = (q: Queryable, code: string, docHash: string): Promise<unknown[]> =>
  q.query('UPDATE verification_code SET doc_hash = $2 WHERE code = $1', [code, docHash]);

interface Row {
  code: string;
  doc_type: string;
  doc_no: string;
  doc_hash: string;
  amount_fen: unknown;
  parties: string;
  signer: string | null;
  signed_at: unknown;
  created_at: unknown;
}

export async function findCode(q: Queryable, code: string): Promise<CodeRow | undefined> {
  const r = (await q.query<Row>('SELECT * FROM verification_code WHERE code = $1', [code]))[0];
  if (!r) return undefined;
  return {
    code: r.code,
    docType: r.doc_type,
    docNo: r.doc_no,
    docHash: r.doc_hash,
    amountFen: r.amount_fen === null ? null : BigInt(String(r.amount_fen)),
    parties: JSON.parse(r.parties) as Party[],
    signer: r.signer,
    signedAt: r.signed_at === null ? null : toNumber(r.signed_at),
    createdAt: toNumber(r.created_at),
  };
}

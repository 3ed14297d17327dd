import type { Queryable } from '../../platform/db/db';
import { paged } from './paging';
import type { PageWindow } from './paging';
import { paddedNextval } from '../../platform/db/serial-number';
/** Other documents and authorisation letters (其他资料, 授权书). */

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
     VALUES ('DC' || ${paddedNextval('trade_doc_seq', 8)}, $1, $2, $3, $4, $5, $6, $7) RETURNING doc_id`,
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

import type { AbsDocKind } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { Conditions, containing, orderBy, pageQuery } from '../../platform/db/list-query';
import type { ReceivableRow } from './abs.repo';

/** All SQL of the ABS documents (domain-lines.md §18.5): the stored PDFs of each receivable and who signed them. */

export interface DocumentRow {
  receivable_no: string;
  kind: AbsDocKind;
  doc_no: string;
  file_id: string;
  file_name: string;
  sha256: string;
  verify_code: string;
  signed: boolean;
  signer_name: string | null;
  cert_serial: string | null;
  signed_at: unknown;
  doc_date: string;
}

export interface NewDocument {
  receivableNo: string;
  kind: AbsDocKind;
  docNo: string;
  fileId: string;
  fileName: string;
  sha256: string;
  verifyCode: string;
  signed: boolean;
  signerName: string | null;
  certSerial: string | null;
  signedAt: number | null;
  docDate: string;
  at: number;
}

/** Store (or replace: a 付款确认书 once signed, a transfer's documents issued again) a receivable's document. */
export async function upsertDocument(q: Queryable, d: NewDocument): Promise<void> {
  await q.query(
    `INSERT INTO abs_document (receivable_no, kind, doc_no, file_id, file_name, sha256, verify_code, signed, signer_name, cert_serial,
       signed_at, doc_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (receivable_no, kind) DO UPDATE SET doc_no = EXCLUDED.doc_no, file_id = EXCLUDED.file_id, file_name = EXCLUDED.file_name,
       sha256 = EXCLUDED.sha256, verify_code = EXCLUDED.verify_code, signed = EXCLUDED.signed, signer_name = EXCLUDED.signer_name,
       cert_serial = EXCLUDED.cert_serial, signed_at = EXCLUDED.signed_at, doc_date = EXCLUDED.doc_date, created_at = EXCLUDED.created_at`,
    [d.receivableNo, d.kind, d.docNo, d.fileId, d.fileName, d.sha256, d.verifyCode, d.signed, d.signerName, d.certSerial, d.signedAt, d.docDate, d.at],
  );
}

/** The documents of the receivables, in number and kind order. */
export const documentsOf = (q: Queryable, nos: readonly string[]): Promise<DocumentRow[]> =>
  q.query<DocumentRow>('SELECT * FROM abs_document WHERE receivable_no = ANY($1::text[]) ORDER BY receivable_no, kind', [[...nos]]);

/** A stored file's bytes (documents are kept in the database). */
export const fileBytes = async (q: Queryable, fileId: string): Promise<Uint8Array | undefined> =>
  (await q.query<{ content: Uint8Array | null }>('SELECT content FROM stored_file WHERE file_id = $1', [fileId]))[0]?.content ?? undefined;

/** The open (待复核) 付款确认书 application of each receivable. */
export async function openPayConfirms(q: Queryable, nos: readonly string[]): Promise<Map<string, string>> {
  const rows = await q.query<{ receivable_no: string; app_no: string }>(
    `SELECT x.receivable_no, a.app_no FROM app_abs_receivable x JOIN application a ON a.app_no = x.app_no
      WHERE x.receivable_no = ANY($1::text[]) AND a.biz_type = 'ABS_PAY_CONFIRM' AND a.status = 'PENDING_REVIEW'`,
    [[...nos]],
  );
  return new Map(rows.map((r) => [r.receivable_no, r.app_no]));
}

/** The statuses of the applications (a transfer past its creditor's signature has its 申请书 and 通知书). */
export async function appStatuses(q: Queryable, appNos: readonly string[]): Promise<Map<string, string>> {
  const rows = await q.query<{ app_no: string; status: string }>('SELECT app_no, status FROM application WHERE app_no = ANY($1::text[])', [[...appNos]]);
  return new Map(rows.map((r) => [r.app_no, r.status]));
}

/** 付款确认书 signed: only a transferred receivable whose debtor has not yet confirmed; the count moved. */
export async function setPayConfirmed(q: Queryable, nos: readonly string[], at: number): Promise<number> {
  const rows = await q.query(
    `UPDATE abs_receivable SET pay_confirmed = TRUE, updated_at = $2
      WHERE receivable_no = ANY($1::text[]) AND NOT pay_confirmed AND status IN ('TRANSFERRED', 'OVERDUE') RETURNING receivable_no`,
    [[...nos], at],
  );
  return rows.length;
}

export interface Person {
  person_name: string;
  corp_name: string;
  serial: string | null;
}

/** A user's name, corporation and (absent the step's own) the serial of his active certificate in the role. */
export async function personOf(q: Queryable, userId: string, role: string): Promise<Person | undefined> {
  return (
    await q.query<Person>(
      `SELECT u.person_name, c.corp_name,
         (SELECT b.serial_norm FROM ukey_binding b WHERE b.user_id = u.user_id AND b.status = 'ACTIVE'
           ORDER BY (b.role_code = $2) DESC, b.serial_norm LIMIT 1) AS serial
       FROM app_user u JOIN corp c ON c.corp_id = u.corp_id WHERE u.user_id = $1`,
      [userId, role],
    )
  )[0];
}

/** The last signed (or approving) step of an application by a role: who, when, with which certificate. */
export async function approvalStep(
  q: Queryable,
  appNo: string,
  role: string,
): Promise<{ user_id: string | null; signed_by: string | null; at: unknown; business_date: string } | undefined> {
  return (
    await q.query<{ user_id: string | null; signed_by: string | null; at: unknown; business_date: string }>(
      `SELECT user_id, signed_by, at, business_date FROM flow_record WHERE app_no = $1 AND action = 'APPROVE' AND role_code = $2 ORDER BY flow_id DESC LIMIT 1`,
      [appNo, role],
    )
  )[0];
}

/** The first active director of a corporation (a seeded 付款确认书's signer). */
export const directorOf = async (q: Queryable, corpId: string): Promise<string | undefined> =>
  (
    await q.query<{ user_id: string }>(
      `SELECT u.user_id FROM app_user u JOIN user_role r ON r.user_id = u.user_id
        WHERE u.corp_id = $1 AND r.role_code = 'ROLE_DIRECTOR' AND u.status = 'ACTIVE' ORDER BY u.user_id LIMIT 1`,
      [corpId],
    )
  )[0]?.user_id;

const RECEIVABLE = `SELECT r.*, d.corp_name AS debtor_name, c.corp_name AS creditor_name, cc.corp_name AS current_creditor_name
  FROM abs_receivable r
  JOIN corp d ON d.corp_id = r.debtor_corp_id
  JOIN corp c ON c.corp_id = r.creditor_corp_id
  JOIN corp cc ON cc.corp_id = r.current_creditor_corp_id`;

/**
 * 核心企业档案 (the caller as debtor) or 链属企业档案 (as original creditor: a receivable it sold stays in its archive):
 * a page of receivables, newest first unless sorted. Drafts and cancelled batches never had a document.
 */
export async function pageArchive(
  q: Queryable,
  corpId: string,
  side: 'DEBTOR' | 'CREDITOR',
  f: { status?: string | undefined; keyword?: string | undefined },
  sort: { field: string; order: 'asc' | 'desc' } | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ReceivableRow[]; total: number }> {
  const c = new Conditions([corpId])
    .raw(side === 'DEBTOR' ? 'r.debtor_corp_id = $1' : 'r.creditor_corp_id = $1')
    .raw("r.status <> 'DRAFT'")
    .add(f.status, (p) => `r.status = ${p}`)
    .add(containing(f.keyword), (p) => `(r.receivable_no LIKE ${p} OR r.contract_no LIKE ${p} OR d.corp_name LIKE ${p} OR c.corp_name LIKE ${p})`);
  const order = orderBy(
    sort,
    { dueDate: 'r.due_date', amount: 'r.amount_fen', createdAt: 'r.created_at' },
    { column: 'r.created_at', order: 'desc' },
    'r.receivable_no',
  );
  return pageQuery<ReceivableRow>(q, RECEIVABLE, c, order, limit, offset);
}

/** Receivables by number of which the corporation is the debtor or the original creditor. */
export const archiveRows = (q: Queryable, corpId: string, side: 'DEBTOR' | 'CREDITOR', nos: readonly string[]): Promise<ReceivableRow[]> =>
  q.query<ReceivableRow>(
    `${RECEIVABLE} WHERE r.receivable_no = ANY($1::text[]) AND ${side === 'DEBTOR' ? 'r.debtor_corp_id' : 'r.creditor_corp_id'} = $2 ORDER BY r.receivable_no`,
    [[...nos], corpId],
  );

import type { UkeyRequestKind, UkeyRequestStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { CertType } from '../../platform/signing/signing-rules';
import type { KeyMedium } from './ukey.repo';

export interface RequestRow {
  request_id: string;
  kind: UkeyRequestKind;
  status: UkeyRequestStatus;
  medium: KeyMedium;
  user_id: string;
  holder_user_name: string;
  holder_person_name: string;
  role_code: string;
  ukey_code: string;
  cert_type: CertType;
  bank: string;
  old_serial: string | null;
  new_serial: string | null;
  not_after: unknown;
  cert_der: string | null;
  reason: string;
  created_by_name: string;
  created_at: unknown;
  completed_at: unknown;
  fee_fen: unknown;
}

export interface BillRow {
  bill_id: string;
  request_id: string;
  item: string;
  amount_fen: unknown;
  ukey_code: string;
  holder_person_name: string;
  period_start: string | null;
  period_end: string | null;
  status: 'UNPAID' | 'PAID';
  created_at: unknown;
}

const SELECT_REQUEST = `SELECT r.*, h.user_name AS holder_user_name, h.person_name AS holder_person_name, c.person_name AS created_by_name,
    (SELECT COALESCE(SUM(b.amount_fen), 0) FROM ukey_bill b WHERE b.request_id = r.request_id)::bigint AS fee_fen
  FROM ukey_request r JOIN app_user h ON h.user_id = r.user_id JOIN app_user c ON c.user_id = r.created_by`;

const SELECT_BILL = `SELECT b.*, r.ukey_code, h.person_name AS holder_person_name
  FROM ukey_bill b JOIN ukey_request r ON r.request_id = b.request_id JOIN app_user h ON h.user_id = r.user_id`;

/** 申请记录 of a corporation, newest first (insertion order breaks ties). */
export const requestRows = (q: Queryable, corpId: string): Promise<RequestRow[]> =>
  q.query<RequestRow>(`${SELECT_REQUEST} WHERE r.corp_id = $1 ORDER BY r.created_at DESC, r.seq DESC`, [corpId]);

/** One request of the corporation; another corporation's reads as absent. */
export async function requestRow(q: Queryable, corpId: string, requestId: string): Promise<RequestRow | undefined> {
  return (await q.query<RequestRow>(`${SELECT_REQUEST} WHERE r.request_id = $1 AND r.corp_id = $2`, [requestId, corpId]))[0];
}

export const requestBillRows = (q: Queryable, corpId: string, requestId: string): Promise<BillRow[]> =>
  q.query<BillRow>(`${SELECT_BILL} WHERE b.corp_id = $1 AND b.request_id = $2 ORDER BY b.bill_id`, [corpId, requestId]);

/** Ukey账单 of a corporation, newest first. */
export const billRows = (q: Queryable, corpId: string): Promise<BillRow[]> =>
  q.query<BillRow>(`${SELECT_BILL} WHERE b.corp_id = $1 ORDER BY b.created_at DESC, r.seq DESC, b.bill_id`, [corpId]);

export interface RequestInsert {
  requestId: string;
  corpId: string;
  kind: UkeyRequestKind;
  status: UkeyRequestStatus;
  medium: KeyMedium;
  userId: string;
  roleCode: string;
  ukeyCode: string;
  certType: CertType;
  bank: string;
  oldSerial: string | null;
  newSerial: string | null;
  notAfter: number | null;
  certDerB64: string | null;
  reason: string;
  createdBy: string;
  createdAt: number;
  completedAt: number | null;
}

export async function insertRequest(q: Queryable, r: RequestInsert): Promise<void> {
  await q.query(
    `INSERT INTO ukey_request (request_id, corp_id, kind, status, medium, user_id, role_code, ukey_code, cert_type, bank, old_serial, new_serial,
                               not_after, cert_der, reason, created_by, created_at, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      r.requestId,
      r.corpId,
      r.kind,
      r.status,
      r.medium,
      r.userId,
      r.roleCode,
      r.ukeyCode,
      r.certType,
      r.bank,
      r.oldSerial,
      r.newSerial,
      r.notAfter,
      r.certDerB64,
      r.reason,
      r.createdBy,
      r.createdAt,
      r.completedAt,
    ],
  );
}

export interface BillInsert {
  billId: string;
  corpId: string;
  requestId: string;
  item: string;
  amountFen: bigint;
  periodStart: string | null;
  periodEnd: string | null;
  createdAt: number;
}

export async function insertBill(q: Queryable, b: BillInsert): Promise<void> {
  await q.query(
    `INSERT INTO ukey_bill (bill_id, corp_id, request_id, item, amount_fen, period_start, period_end, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [b.billId, b.corpId, b.requestId, b.item, b.amountFen.toString(), b.periodStart, b.periodEnd, b.createdAt],
  );
}

/** 证书下载 done: true when this call completed it (a second call changes nothing). */
export async function completeDownload(q: Queryable, requestId: string, now: number): Promise<boolean> {
  const rows = await q.query(
    "UPDATE ukey_request SET status = 'COMPLETED', completed_at = $2 WHERE request_id = $1 AND status = 'TO_DOWNLOAD' RETURNING request_id",
    [requestId, now],
  );
  return rows.length === 1;
}

import { fenToDecimal } from '@scf/api/money';
import type { UkeyBill, UkeyBillList, UkeyRequest, UkeyRequestKind, UkeyRequestStatus } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import { toNumber } from '../db/db';
import { fail } from '../http/api-error';
import type { CertType } from './signing-rules';
import type { KeyMedium } from './ukey-fees';

/** A request as the pages show it, plus what access checks and 证书下载 need. */
export interface RequestRecord {
  view: UkeyRequest;
  userId: string;
  roleCode: string;
  certDerB64: string | null;
}

interface RequestRow {
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

interface BillRow {
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

const iso = (ms: unknown) => new Date(toNumber(ms)).toISOString();
const isoOrNull = (ms: unknown) => (ms === null || ms === undefined ? null : iso(ms));
const fen = (value: unknown) => BigInt(String(value));

function toRecord(r: RequestRow): RequestRecord {
  return {
    userId: r.user_id,
    roleCode: r.role_code,
    certDerB64: r.cert_der,
    view: {
      requestId: r.request_id,
      kind: r.kind,
      status: r.status,
      medium: r.medium,
      holderUserName: r.holder_user_name,
      holderPersonName: r.holder_person_name,
      roleCode: r.role_code,
      ukeyCode: r.ukey_code,
      certType: r.cert_type,
      bank: r.bank,
      oldSerial: r.old_serial,
      newSerial: r.new_serial,
      notAfter: isoOrNull(r.not_after),
      reason: r.reason,
      fee: fenToDecimal(fen(r.fee_fen)),
      createdBy: r.created_by_name,
      createdAt: iso(r.created_at),
      completedAt: isoOrNull(r.completed_at),
    },
  };
}

const toBill = (b: BillRow): UkeyBill => ({
  billId: b.bill_id,
  requestId: b.request_id,
  item: b.item,
  amount: fenToDecimal(fen(b.amount_fen)),
  ukeyCode: b.ukey_code,
  holderPersonName: b.holder_person_name,
  periodStart: b.period_start,
  periodEnd: b.period_end,
  status: b.status,
  createdAt: iso(b.created_at),
});

/** 申请记录 of a corporation, newest first. */
export async function listRequests(q: Queryable, corpId: string): Promise<UkeyRequest[]> {
  const rows = await q.query<RequestRow>(`${SELECT_REQUEST} WHERE r.corp_id = $1 ORDER BY r.created_at DESC, r.seq DESC`, [corpId]);
  return rows.map((r) => toRecord(r).view);
}

/** One request of the caller's corporation; another corporation's is "not found", like a missing one. */
export async function findRequest(q: Queryable, corpId: string, requestId: string): Promise<RequestRecord> {
  const rows = await q.query<RequestRow>(`${SELECT_REQUEST} WHERE r.request_id = $1 AND r.corp_id = $2`, [requestId, corpId]);
  if (!rows[0]) throw fail.notFound('申请记录不存在');
  return toRecord(rows[0]);
}

export async function requestBills(q: Queryable, corpId: string, requestId: string): Promise<UkeyBill[]> {
  const rows = await q.query<BillRow>(`${SELECT_BILL} WHERE b.corp_id = $1 AND b.request_id = $2 ORDER BY b.bill_id`, [corpId, requestId]);
  return rows.map(toBill);
}

/** Ukey账单 of a corporation, newest first, with the total still to pay. */
export async function listBills(q: Queryable, corpId: string): Promise<UkeyBillList> {
  const rows = await q.query<BillRow>(`${SELECT_BILL} WHERE b.corp_id = $1 ORDER BY b.created_at DESC, r.seq DESC, b.bill_id`, [corpId]);
  const unpaid = rows.filter((b) => b.status === 'UNPAID').reduce((sum, b) => sum + fen(b.amount_fen), 0n);
  return { bills: rows.map(toBill), unpaidTotal: fenToDecimal(unpaid) };
}

import { fenToDecimal } from '@scf/api/money';
import type { UkeyBill, UkeyBinding, UkeyRequest } from '@scf/api/contract';
import { toNumber } from '../../platform/db/db';
import type { KeyBinding } from './ukey.repo';
import type { BillRow, RequestRow } from './ukey-requests.repo';
import { fenOf as fen } from '../../platform/db/fen-column';

const iso = (ms: unknown) => new Date(toNumber(ms)).toISOString();
const isoOrNull = (ms: unknown) => (ms === null || ms === undefined ? null : iso(ms));

/** A binding as the key management pages list it, with the holder's names. */
export const bindingView = (b: KeyBinding, holder: { userName: string; personName: string }): UkeyBinding => ({
  ukeyNo: b.serialNorm,
  ukeyCode: b.ukeyCode,
  ukeyBank: b.bank,
  medium: b.medium,
  certType: b.certType,
  issuerDN: b.issuerDn,
  subjectDN: b.subjectDn,
  userName: holder.userName,
  personName: holder.personName,
  roleCode: b.roleCode,
  notAfter: iso(b.notAfter),
  status: b.status,
  boundAt: iso(b.boundAt),
});

/** A request as the pages show it, plus what access checks and 证书下载 need. */
export interface RequestRecord {
  view: UkeyRequest;
  userId: string;
  roleCode: string;
  certDerB64: string | null;
}

export const requestRecord = (r: RequestRow): RequestRecord => ({
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
});

export const billView = (b: BillRow): UkeyBill => ({
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

/** Σ of a list's unpaid lines, yuan with two decimals. */
export const unpaidTotal = (rows: readonly BillRow[]): string =>
  fenToDecimal(rows.filter((b) => b.status === 'UNPAID').reduce((sum, b) => sum + fen(b.amount_fen), 0n));

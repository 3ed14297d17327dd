import { randomInt } from 'node:crypto';
import type { UkeyRequestKind } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import type { KeyBinding } from './key-binding';
import { feesFor, mediumOf, oneYearAfter } from './ukey-fees';

/** When a key operation happens: the server clock and the business date its record and bills carry. */
export interface OperationTime {
  now: number;
  /** YYYY-MM-DD */
  businessDate: string;
}

export interface NewRequest {
  kind: UkeyRequestKind;
  /** The binding the request made (APPLY, ADD, CHANGE, UPDATE) or revoked (DELETE). */
  binding: KeyBinding;
  /** The certificate replaced or revoked, if any. */
  oldSerial: string | null;
  /** The bound or issued certificate (base64 DER), kept for 证书下载; null for DELETE. */
  certDerB64: string | null;
  /** 注销原因 (DELETE). */
  reason?: string;
  createdBy: string;
}

/** 'UKR' + business date + six digits, e.g. UKR20250630123456. */
const newRequestId = (businessDate: string) => `UKR${businessDate.replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/**
 * Write the request record of a key operation and its bill lines (ukey-fees.ts), in the operation's own
 * transaction. A renewal (UPDATE) waits for its certificate to be downloaded into the key; everything else is
 * complete at once. Returns the request id.
 */
export async function recordRequest(tx: Queryable, at: OperationTime, r: NewRequest): Promise<string> {
  const b = r.binding;
  const requestId = newRequestId(at.businessDate);
  const bound = r.kind !== 'DELETE';
  const toDownload = r.kind === 'UPDATE';
  await tx.query(
    `INSERT INTO ukey_request (request_id, corp_id, kind, status, medium, user_id, role_code, ukey_code, cert_type, bank, old_serial, new_serial,
                               not_after, cert_der, reason, created_by, created_at, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      requestId,
      b.corpId,
      r.kind,
      toDownload ? 'TO_DOWNLOAD' : 'COMPLETED',
      mediumOf(b.ukeyCode),
      b.userId,
      b.roleCode,
      b.ukeyCode,
      b.certType,
      b.bank,
      r.oldSerial,
      bound ? b.serialNorm : null,
      bound ? b.notAfter : null,
      r.certDerB64,
      r.reason ?? '',
      r.createdBy,
      at.now,
      toDownload ? null : at.now,
    ],
  );
  const fees = feesFor(r.kind, mediumOf(b.ukeyCode));
  for (const [i, fee] of fees.entries()) {
    const period = fee.yearly ? [at.businessDate, oneYearAfter(at.businessDate)] : [null, null];
    await tx.query(
      `INSERT INTO ukey_bill (bill_id, corp_id, request_id, item, amount_fen, period_start, period_end, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [`UKB${requestId.slice(3)}${String(i + 1).padStart(2, '0')}`, b.corpId, requestId, fee.item, fee.amountFen.toString(), ...period, at.now],
    );
  }
  return requestId;
}

/** 证书下载 done: the renewed certificate is in the key. Idempotent; true when this call completed it. */
export async function completeDownload(tx: Queryable, now: number, requestId: string): Promise<boolean> {
  const rows = await tx.query("UPDATE ukey_request SET status = 'COMPLETED', completed_at = $2 WHERE request_id = $1 AND status = 'TO_DOWNLOAD' RETURNING request_id", [
    requestId,
    now,
  ]);
  return rows.length === 1;
}

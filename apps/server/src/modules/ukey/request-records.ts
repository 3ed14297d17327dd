import type { UkeyRequestKind } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import type { KeyBinding } from './ukey.repo';
import { feesFor, oneYearAfter } from './ukey-fees';
import { insertBill, insertRequest } from './ukey-requests.repo';

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

/**
 * 'UKR' + business date + at least six digits from a database sequence, e.g. UKR20250630000123: unique across replicas
 * (random digits collided after ~750 requests; domain.md §4.3 numbers come from sequences). Past 999,999 the number
 * grows a digit instead of wrapping onto an earlier one (issue 26: the wrap was a duplicate key, a 500).
 */
async function newRequestId(q: Queryable, businessDate: string): Promise<string> {
  const seq = toNumber((await q.query<{ n: unknown }>("SELECT nextval('ukey_request_seq') AS n"))[0]?.n);
  return `UKR${businessDate.replaceAll('-', '')}${String(seq).padStart(6, '0')}`;
}

/**
 * Write the request record of a key operation and its bill lines (ukey-fees.ts), in the operation's own
 * transaction. A renewal (UPDATE) waits for its certificate to be downloaded into the key; everything else is
 * complete at once. Returns the request id.
 */
export async function recordRequest(tx: Queryable, at: OperationTime, r: NewRequest): Promise<string> {
  const b = r.binding;
  const requestId = await newRequestId(tx, at.businessDate);
  const bound = r.kind !== 'DELETE';
  const toDownload = r.kind === 'UPDATE';
  await insertRequest(tx, {
    requestId,
    corpId: b.corpId,
    kind: r.kind,
    status: toDownload ? 'TO_DOWNLOAD' : 'COMPLETED',
    medium: b.medium,
    userId: b.userId,
    roleCode: b.roleCode,
    ukeyCode: b.ukeyCode,
    certType: b.certType,
    bank: b.bank,
    oldSerial: r.oldSerial,
    newSerial: bound ? b.serialNorm : null,
    notAfter: bound ? b.notAfter : null,
    certDerB64: r.certDerB64,
    reason: r.reason ?? '',
    createdBy: r.createdBy,
    createdAt: at.now,
    completedAt: toDownload ? null : at.now,
  });
  for (const [i, fee] of feesFor(r.kind, b.medium).entries()) {
    const [periodStart, periodEnd] = fee.yearly ? [at.businessDate, oneYearAfter(at.businessDate)] : [null, null];
    const billId = `UKB${requestId.slice(3)}${String(i + 1).padStart(2, '0')}`;
    await insertBill(tx, { billId, corpId: b.corpId, requestId, item: fee.item, amountFen: fee.amountFen, periodStart, periodEnd, createdAt: at.now });
  }
  return requestId;
}

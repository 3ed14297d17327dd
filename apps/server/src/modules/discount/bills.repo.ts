import type { BillPackageStatus, BillRangeStatus } from '@scf/api/contract';
import { rangeAmountFen } from '@scf/api/money';
import type { BillRange } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { nextInSequence, ymd } from '../applications';
import { serialOf } from '../../platform/db/serial-number';

/**
 * Bill packages and their sub-ranges (domain-lines.md §20.1), shared by every part of the discount area: 银承出票 creates
 * a package with its first range, delivery and receipt move the package, a discount splits a range, maturity pays them.
 * Amounts are fen; a range [start, end] is in 0.01 units, so its amount is end − start + 1 (a non-splittable 0–0 is
 * the whole package).
 */
export interface PackageRow {
  package_no: string;
  drawer_corp_id: string;
  acceptor_corp_id: string;
  payee_corp_id: string;
  amount_fen: bigint | string;
  issue_date: string;
  due_date: string;
  splittable: boolean;
  not_transferable: boolean;
  bab_app_no: string | null;
  line_no: string | null;
  bab_line_id: string | null;
  margin_fen: bigint | string;
  fee_fen: bigint | string;
  contract_no: string | null;
  status: BillPackageStatus;
  open_app_no: string | null;
  paid_on: string | null;
  version: number;
}

export interface RangeRow {
  range_id: string;
  package_no: string;
  start_no: bigint | string;
  end_no: bigint | string;
  holder_corp_id: string;
  status: BillRangeStatus;
  parent_range_id: string | null;
  locked_by_app: string | null;
  created_on: string;
  version: number;
}

/** A stored range as the money module's BillRange (bigint bounds). */
export const rangeBounds = (r: Pick<RangeRow, 'start_no' | 'end_no'>): BillRange => ({ start: BigInt(String(r.start_no)), end: BigInt(String(r.end_no)) });

/** The fen a range stands for: the whole package for a non-splittable 0–0, else end − start + 1. */
export const rangeFen = (r: Pick<RangeRow, 'start_no' | 'end_no'>, packageFen: bigint): bigint => rangeAmountFen(rangeBounds(r), packageFen);

/** 票据包号 (§14A.4): `8` + the acceptor's 联行号 (12 digits) + the issue date + a 9-digit sequence. */
export async function nextPackageNo(q: Queryable, acceptorBankCode: string, issueDate: string): Promise<string> {
  if (!/^\d{12}$/.test(acceptorBankCode)) throw new RangeError('a 联行号 is 12 digits');
  return `8${acceptorBankCode}${ymd(issueDate)}${String((await nextInSequence(q, 'bill_package_seq')) % 1_000_000_000).padStart(9, '0')}`;
}

export async function nextRangeId(q: Queryable): Promise<string> {
  return `BR${String(await nextInSequence(q, 'bill_range_seq')).padStart(10, '0')}`;
}

/** 出票明细 number (pkBabIssue): BIL + the business date + six digits. */
export async function nextBabLineNo(q: Queryable, businessDate: string): Promise<string> {
  return serialOf('BIL', businessDate, await nextInSequence(q, 'bab_line_no_seq'));
}

export interface NewPackage {
  packageNo: string;
  drawerCorpId: string;
  acceptorCorpId: string;
  payeeCorpId: string;
  amountFen: bigint;
  issueDate: string;
  dueDate: string;
  splittable: boolean;
  notTransferable: boolean;
  babAppNo: string | null;
  lineNo: string | null;
  babLineId: string | null;
  marginFen: bigint;
  feeFen: bigint;
  contractNo: string | null;
  status: BillPackageStatus;
}

/**
 * A new package and its one range — 1–N for a splittable package of N fen, 0–0 otherwise — held by `holder` in
 * `rangeStatus` (the acceptor's ACCEPTED package is held by its drawer until the payee signs for it). Returns the range.
 */
export async function insertPackage(q: Queryable, p: NewPackage, holderCorpId: string, rangeStatus: BillRangeStatus, on: string): Promise<string> {
  await q.query(
    `INSERT INTO bill_package (package_no, drawer_corp_id, acceptor_corp_id, payee_corp_id, amount_fen, issue_date, due_date, splittable,
       not_transferable, bab_app_no, line_no, bab_line_id, margin_fen, fee_fen, contract_no, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      p.packageNo,
      p.drawerCorpId,
      p.acceptorCorpId,
      p.payeeCorpId,
      String(p.amountFen),
      p.issueDate,
      p.dueDate,
      p.splittable,
      p.notTransferable,
      p.babAppNo,
      p.lineNo,
      p.babLineId,
      String(p.marginFen),
      String(p.feeFen),
      p.contractNo,
      p.status,
    ],
  );
  const rangeId = await nextRangeId(q);
  await insertRange(q, {
    rangeId,
    packageNo: p.packageNo,
    start: p.splittable ? 1n : 0n,
    end: p.splittable ? p.amountFen : 0n,
    holderCorpId,
    status: rangeStatus,
    parentRangeId: null,
    lockedByApp: null,
    on,
  });
  return rangeId;
}

export async function insertRange(
  q: Queryable,
  r: {
    rangeId: string;
    packageNo: string;
    start: bigint;
    end: bigint;
    holderCorpId: string;
    status: BillRangeStatus;
    parentRangeId: string | null;
    lockedByApp: string | null;
    on: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO bill_range (range_id, package_no, start_no, end_no, holder_corp_id, status, parent_range_id, locked_by_app, created_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [r.rangeId, r.packageNo, String(r.start), String(r.end), r.holderCorpId, r.status, r.parentRangeId, r.lockedByApp, r.on],
  );
}

export async function packageOf(q: Queryable, packageNo: string, lock = false): Promise<PackageRow | undefined> {
  const rows = await q.query<PackageRow>(`SELECT * FROM bill_package WHERE package_no = $1${lock ? ' FOR UPDATE' : ''}`, [packageNo]);
  return rows[0];
}

/** Every range of a package (the live ones and the SPLIT / CANCELLED history), lowest first. */
export const rangesOf = (q: Queryable, packageNo: string): Promise<RangeRow[]> =>
  q.query<RangeRow>('SELECT * FROM bill_range WHERE package_no = $1 ORDER BY start_no, range_id', [packageNo]);

export async function rangeOf(q: Queryable, rangeId: string, lock = false): Promise<RangeRow | undefined> {
  const rows = await q.query<RangeRow>(`SELECT * FROM bill_range WHERE range_id = $1${lock ? ' FOR UPDATE' : ''}`, [rangeId]);
  return rows[0];
}

/** A range moves to `to`; `from` guards the move (0 rows: someone else moved it first). Returns whether it moved. */
export async function moveRange(
  q: Queryable,
  rangeId: string,
  from: readonly BillRangeStatus[],
  to: BillRangeStatus,
  lockedByApp: string | null = null,
): Promise<boolean> {
  const rows = await q.query<{ range_id: string }>(
    `UPDATE bill_range SET status = $3, locked_by_app = $4, version = version + 1 WHERE range_id = $1 AND status = ANY($2::text[]) RETURNING range_id`,
    [rangeId, [...from], to, lockedByApp],
  );
  return rows.length === 1;
}

export async function setPackageStatus(q: Queryable, packageNo: string, status: BillPackageStatus, openAppNo: string | null = null): Promise<void> {
  await q.query('UPDATE bill_package SET status = $2, open_app_no = $3, version = version + 1 WHERE package_no = $1', [packageNo, status, openAppNo]);
}

/** One line of 票据详情's history. */
export async function addBillEvent(
  q: Queryable,
  e: {
    packageNo: string;
    rangeId?: string | null;
    at: string;
    kind: string;
    label: string;
    corpId?: string | null;
    appNo?: string | null;
    amountFen?: bigint | null;
  },
): Promise<void> {
  await q.query('INSERT INTO bill_event (package_no, range_id, at, kind, label, corp_id, app_no, amount_fen) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
    e.packageNo,
    e.rangeId ?? null,
    e.at,
    e.kind,
    e.label,
    e.corpId ?? null,
    e.appNo ?? null,
    e.amountFen == null ? null : String(e.amountFen),
  ]);
}

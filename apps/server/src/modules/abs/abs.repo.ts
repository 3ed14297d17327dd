import type { AbsPriceMode, AbsReceivableStatus } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { Conditions, containing, orderBy, pageQuery } from '../../platform/db/list-query';
import { ymd } from '../applications';
import { RECEIVABLE_MOVES } from './abs.state';
import type { ReceivableMove } from './abs.state';

export { freeFen, invoicesOfReceivable, lockInvoicesFree, occupyInvoice, releaseReceivableInvoices } from './abs-invoices.repo';
export type { InvoiceFree } from './abs-invoices.repo';

/** All SQL of 供应链ABS receivables (domain-lines.md §18.1–§18.4). */

export interface ReceivableRow {
  receivable_no: string;
  debtor_corp_id: string;
  debtor_name: string;
  creditor_corp_id: string;
  creditor_name: string;
  current_creditor_corp_id: string;
  current_creditor_name: string;
  amount_fen: unknown;
  due_date: string;
  contract_no: string;
  remark: string;
  status: AbsReceivableStatus;
  confirm_app_no: string | null;
  confirmed_date: string | null;
  transfer_app_no: string | null;
  fi_corp_id: string | null;
  price_fen: unknown;
  service_fee_fen: unknown;
  transfer_date: string | null;
  zd_reg_no: string | null;
  pay_confirmed: boolean;
  reason: string;
}

const RECEIVABLE = `SELECT r.*, d.corp_name AS debtor_name, c.corp_name AS creditor_name, cc.corp_name AS current_creditor_name
  FROM abs_receivable r
  JOIN corp d ON d.corp_id = r.debtor_corp_id
  JOIN corp c ON c.corp_id = r.creditor_corp_id
  JOIN corp cc ON cc.corp_id = r.current_creditor_corp_id`;

/** One receivable of which the corporation is the debtor or the current creditor; locked (FOR UPDATE OF r) when asked. */
export async function receivableOf(q: Queryable, corpId: string, no: string, lock: boolean): Promise<ReceivableRow | undefined> {
  return (
    await q.query<ReceivableRow>(
      `${RECEIVABLE} WHERE r.receivable_no = $1 AND (r.debtor_corp_id = $2 OR r.current_creditor_corp_id = $2)${lock ? ' FOR UPDATE OF r' : ''}`,
      [no, corpId],
    )
  )[0];
}

/** The receivables an application names, in number order, locked when asked. */
export async function receivablesOfApp(q: Queryable, appNo: string, lock: boolean): Promise<ReceivableRow[]> {
  return q.query<ReceivableRow>(
    `${RECEIVABLE} JOIN app_abs_receivable x ON x.receivable_no = r.receivable_no
      WHERE x.app_no = $1 ORDER BY r.receivable_no${lock ? ' FOR UPDATE OF r' : ''}`,
    [appNo],
  );
}

/** The receivables by number of which the corporation is the current creditor, locked in number order. */
export async function creditorReceivables(q: Queryable, corpId: string, nos: readonly string[]): Promise<ReceivableRow[]> {
  return q.query<ReceivableRow>(
    `${RECEIVABLE} WHERE r.receivable_no = ANY($1::text[]) AND r.current_creditor_corp_id = $2 ORDER BY r.receivable_no FOR UPDATE OF r`,
    [[...nos], corpId],
  );
}

export interface ReceivableFilter {
  status?: AbsReceivableStatus | undefined;
  keyword?: string | undefined;
}

/** 应付账款查询 (debtor) or 应收账款查询 (current creditor): a page, newest first unless sorted. */
export async function pageReceivables(
  q: Queryable,
  corpId: string,
  side: 'DEBTOR' | 'CREDITOR',
  f: ReceivableFilter,
  sort: { field: string; order: 'asc' | 'desc' } | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ReceivableRow[]; total: number }> {
  const c = new Conditions([corpId])
    .raw(side === 'DEBTOR' ? 'r.debtor_corp_id = $1' : 'r.current_creditor_corp_id = $1')
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

export interface NewReceivable {
  debtorCorpId: string;
  creditorCorpId: string;
  amountFen: bigint;
  dueDate: string;
  contractNo: string;
  remark: string;
  status: AbsReceivableStatus;
  confirmAppNo: string | null;
  confirmedDate?: string | null;
  createdBy: string | null;
  at: number;
}

/** A new receivable numbered ABR + business date + six digits. */
export async function insertReceivable(q: Queryable, r: NewReceivable, businessDate: string): Promise<string> {
  const [seq] = await q.query<{ n: string }>("SELECT nextval('abs_receivable_seq')::text AS n");
  const no = `ABR${ymd(businessDate)}${String(seq?.n ?? '0').padStart(6, '0')}`;
  await q.query(
    `INSERT INTO abs_receivable (receivable_no, debtor_corp_id, creditor_corp_id, current_creditor_corp_id, amount_fen, due_date, contract_no, remark,
       status, confirm_app_no, confirmed_date, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      no,
      r.debtorCorpId,
      r.creditorCorpId,
      r.amountFen.toString(),
      r.dueDate,
      r.contractNo,
      r.remark,
      r.status,
      r.confirmAppNo,
      r.confirmedDate ?? null,
      r.createdBy,
      r.at,
    ],
  );
  return no;
}

/** The receivable's APC waiting for the creditor's director, if any. */
export async function openCancelOf(q: Queryable, receivableNo: string): Promise<string | undefined> {
  return (
    await q.query<{ app_no: string }>(
      `SELECT a.app_no FROM app_abs_receivable x JOIN application a ON a.app_no = x.app_no
        WHERE x.receivable_no = $1 AND a.biz_type = 'ABS_CANCEL' AND a.status = 'PENDING_CP_APPROVAL'`,
      [receivableNo],
    )
  )[0]?.app_no;
}

export async function linkApp(q: Queryable, appNo: string, receivableNo: string): Promise<void> {
  await q.query('INSERT INTO app_abs_receivable (app_no, receivable_no) VALUES ($1, $2)', [appNo, receivableNo]);
}

export interface StatusChange {
  at: number;
  reason?: string;
  confirmedDate?: string;
  transferAppNo?: string | null;
}

/** Move receivables by one move of the §18.2 table (from its states only); the count moved, for the caller to compare. */
export async function moveReceivables(q: Queryable, nos: readonly string[], move: ReceivableMove, c: StatusChange): Promise<number> {
  const { from, to } = RECEIVABLE_MOVES[move];
  const rows = await q.query(
    `UPDATE abs_receivable SET status = $3, updated_at = $4, reason = COALESCE($5, reason), confirmed_date = COALESCE($6, confirmed_date),
       transfer_app_no = CASE WHEN $7::boolean THEN $8 ELSE transfer_app_no END
     WHERE receivable_no = ANY($1::text[]) AND status = ANY($2::text[]) RETURNING receivable_no`,
    [[...nos], [...from], to, c.at, c.reason ?? null, c.confirmedDate ?? null, c.transferAppNo !== undefined, c.transferAppNo ?? null],
  );
  return rows.length;
}

export interface TransferDone {
  fiCorpId: string;
  priceMode: AbsPriceMode;
  rate: string;
  serviceFeeRate: string;
  priceFen: bigint;
  serviceFeeFen: bigint;
  transferDate: string;
  zdRegNo: string;
  at: number;
}

/** 已转让: the factor is the current creditor at the price paid, registered at 中登. */
export async function setTransferred(q: Queryable, no: string, t: TransferDone): Promise<void> {
  const { from, to } = RECEIVABLE_MOVES.TRANSFER_PAID;
  await q.query(
    `UPDATE abs_receivable SET status = $11, current_creditor_corp_id = $2, fi_corp_id = $2, price_mode = $3, rate = $4, service_fee_rate = $5,
       price_fen = $6, service_fee_fen = $7, transfer_date = $8, zd_reg_no = $9, updated_at = $10
     WHERE receivable_no = $1 AND status = ANY($12::text[])`,
    [no, t.fiCorpId, t.priceMode, t.rate, t.serviceFeeRate, t.priceFen.toString(), t.serviceFeeFen.toString(), t.transferDate, t.zdRegNo, t.at, to, [...from]],
  );
}

/** The next simulated 中登网 registration number (`ZD` + date + six digits). */
export async function nextZdRegNo(q: Queryable, businessDate: string): Promise<string> {
  const [seq] = await q.query<{ n: string }>("SELECT nextval('abs_zd_seq')::text AS n");
  return `ZD${ymd(businessDate)}${String(seq?.n ?? '0').padStart(6, '0')}`;
}

// --- parties, quotes, transfers ---------------------------------------------------------------------------------------

/** Whether the corporation has opened 供应链ABS. */
export const absOpened = async (q: Queryable, corpId: string): Promise<boolean> =>
  (await q.query("SELECT 1 FROM corp_product WHERE corp_id = $1 AND product_code = 'ABS'", [corpId])).length > 0;

/** Whether `supplier` is a supplier counterparty of `core`. */
export const isSupplierOf = async (q: Queryable, core: string, supplier: string): Promise<boolean> =>
  (await q.query("SELECT 1 FROM counterparty_rel WHERE corp_id = $1 AND counterparty_corp_id = $2 AND relation = 'SUPPLIER'", [core, supplier])).length > 0;

export interface QuoteRow {
  fi_corp_id: string;
  debtor_corp_id: string;
  price_mode: AbsPriceMode;
  rate: string;
  service_fee_rate: string;
  min_remain_days: number;
}

export const quoteOf = async (q: Queryable, fiCorpId: string, debtorCorpId: string): Promise<QuoteRow | undefined> =>
  (await q.query<QuoteRow>('SELECT * FROM abs_quote WHERE fi_corp_id = $1 AND debtor_corp_id = $2', [fiCorpId, debtorCorpId]))[0];

export async function insertQuote(q: Queryable, r: Omit<QuoteRow, 'min_remain_days'>): Promise<void> {
  await q.query('INSERT INTO abs_quote (fi_corp_id, debtor_corp_id, price_mode, rate, service_fee_rate) VALUES ($1, $2, $3, $4, $5)', [
    r.fi_corp_id,
    r.debtor_corp_id,
    r.price_mode,
    r.rate,
    r.service_fee_rate,
  ]);
}

export async function insertTransferApp(q: Queryable, appNo: string, fiCorpId: string): Promise<void> {
  await q.query('INSERT INTO app_abs_transfer (app_no, fi_corp_id) VALUES ($1, $2)', [appNo, fiCorpId]);
}

/** An ABT's factor (each receivable is priced at its own debtor's quote of that factor). */
export const transferAppOf = async (q: Queryable, appNo: string): Promise<{ app_no: string; fi_corp_id: string } | undefined> =>
  (await q.query<{ app_no: string; fi_corp_id: string }>('SELECT app_no, fi_corp_id FROM app_abs_transfer WHERE app_no = $1', [appNo]))[0];

export async function setTransferPaid(
  q: Queryable,
  appNo: string,
  p: { valueDate: string; priceFen: bigint; serviceFeeFen: bigint; paidFen: bigint; bankSerial: string },
): Promise<void> {
  await q.query('UPDATE app_abs_transfer SET value_date = $2, price_fen = $3, service_fee_fen = $4, paid_fen = $5, bank_serial = $6 WHERE app_no = $1', [
    appNo,
    p.valueDate,
    p.priceFen.toString(),
    p.serviceFeeFen.toString(),
    p.paidFen.toString(),
    p.bankSerial,
  ]);
}

/** Confirmed receivables past their due date (never transferred): → 已到期未转让. */
export async function expireConfirmed(q: Queryable, businessDate: string, at: number): Promise<string[]> {
  const { from, to } = RECEIVABLE_MOVES.EXPIRE;
  const rows = await q.query<{ receivable_no: string }>(
    'UPDATE abs_receivable SET status = $3, updated_at = $2 WHERE status = ANY($4::text[]) AND due_date < $1 RETURNING receivable_no',
    [businessDate, at, to, [...from]],
  );
  return rows.map((r) => r.receivable_no);
}

import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';

/** All SQL of 回单 (domain-lines.md §16.7): a receipt with its transfer and both accounts, the corporation's list, the generator's writes. */

export interface ReceiptRow {
  receipt_no: string;
  txn_id: string;
  account_id: string;
  side: 'PAY' | 'RECEIVE';
  biz_type: string;
  amount_fen: unknown;
  status: 'GENERATING' | 'READY' | 'FAILED';
  verify_code: string | null;
  file_id: string | null;
  file_sha256: string | null;
  file_sm3: string | null;
  business_date: string;
  corp_id: string | null;
  bank_serial: string;
  biz_ref: string;
  remark: string;
  txn_at: unknown;
  payer_name: string;
  payer_no: string;
  payer_bank: string;
  payer_corp: string | null;
  payee_name: string;
  payee_no: string;
  payee_bank: string;
  payee_corp: string | null;
}

const SELECT = `SELECT r.receipt_no, r.txn_id, r.account_id, r.side, r.biz_type, r.amount_fen, r.status, r.verify_code, r.file_id, r.file_sha256,
    r.file_sm3, r.business_date, a.corp_id, t.bank_serial, t.biz_ref, t.remark, t.created_at AS txn_at,
    fa.account_name AS payer_name, fa.account_no AS payer_no, fa.bank_name AS payer_bank, fa.corp_id AS payer_corp,
    ta.account_name AS payee_name, ta.account_no AS payee_no, ta.bank_name AS payee_bank, ta.corp_id AS payee_corp
  FROM receipt r
  JOIN sim_bank_txn t ON t.txn_id = r.txn_id
  JOIN bank_account a ON a.account_id = r.account_id
  JOIN bank_account fa ON fa.account_id = t.from_account_id
  JOIN bank_account ta ON ta.account_id = t.to_account_id`;

export const receiptByNo = async (q: Queryable, receiptNo: string, lock = false): Promise<ReceiptRow | undefined> =>
  (await q.query<ReceiptRow>(`${SELECT} WHERE r.receipt_no = $1${lock ? ' FOR UPDATE OF r' : ''}`, [receiptNo]))[0];

/** One of the corporation's receipts (another corporation's is as absent as an unknown one). */
export const corpReceipt = async (q: Queryable, corpId: string, receiptNo: string): Promise<ReceiptRow | undefined> =>
  (await q.query<ReceiptRow>(`${SELECT} WHERE r.receipt_no = $1 AND a.corp_id = $2`, [receiptNo, corpId]))[0];

export const corpReceipts = (q: Queryable, corpId: string, receiptNos: readonly string[]): Promise<ReceiptRow[]> =>
  q.query<ReceiptRow>(`${SELECT} WHERE r.receipt_no = ANY($1::text[]) AND a.corp_id = $2 ORDER BY r.receipt_no`, [[...receiptNos], corpId]);

export const receiptByCode = async (q: Queryable, code: string): Promise<ReceiptRow | undefined> =>
  (await q.query<ReceiptRow>(`${SELECT} WHERE r.verify_code = $1 AND r.status = 'READY'`, [code]))[0];

export interface ListFilter {
  corpId: string;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  bizType?: string | undefined;
  side?: string | undefined;
  amountMinFen?: bigint | undefined;
  amountMaxFen?: bigint | undefined;
  bizRef?: string | undefined;
  order: 'tradeDate' | 'amount';
  desc: boolean;
  limit: number;
  offset: number;
}

/** A page of the corporation's receipts under the filters, and how many match. */
export async function listReceipts(q: Queryable, f: ListFilter): Promise<{ rows: ReceiptRow[]; total: number }> {
  const args: unknown[] = [f.corpId];
  const where = ['a.corp_id = $1'];
  const add = (sql: string, value: unknown) => {
    args.push(value);
    where.push(sql.replace('?', `$${args.length}`));
  };
  if (f.dateFrom) add('r.business_date >= ?', f.dateFrom);
  if (f.dateTo) add('r.business_date <= ?', f.dateTo);
  if (f.bizType) add('r.biz_type = ?', f.bizType);
  if (f.side) add('r.side = ?', f.side);
  if (f.amountMinFen !== undefined) add('r.amount_fen >= ?::bigint', f.amountMinFen.toString());
  if (f.amountMaxFen !== undefined) add('r.amount_fen <= ?::bigint', f.amountMaxFen.toString());
  if (f.bizRef) add(`t.biz_ref ILIKE ? ESCAPE '\\'`, `%${f.bizRef.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const cond = where.join(' AND ');
  const dir = f.desc ? 'DESC' : 'ASC';
  const order = f.order === 'amount' ? `r.amount_fen ${dir}, r.receipt_no ${dir}` : `r.business_date ${dir}, r.receipt_no ${dir}`;
  const rows = await q.query<ReceiptRow>(`${SELECT} WHERE ${cond} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`, args);
  const [count] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM receipt r JOIN sim_bank_txn t ON t.txn_id = r.txn_id JOIN bank_account a ON a.account_id = r.account_id WHERE ${cond}`,
    args,
  );
  return { rows, total: toNumber(count?.n) };
}

/** Receipts still to render (oldest first): the generator's queue. */
export const pendingReceipts = async (q: Queryable, limit: number): Promise<string[]> =>
  (await q.query<{ receipt_no: string }>(`SELECT receipt_no FROM receipt WHERE status = 'GENERATING' ORDER BY created_at, receipt_no LIMIT ${limit}`)).map(
    (r) => r.receipt_no,
  );

export interface ReadyReceipt {
  receiptNo: string;
  fileId: string;
  verifyCode: string;
  sha256: string;
  sm3: string;
}

export const markReady = (q: Queryable, r: ReadyReceipt): Promise<unknown[]> =>
  q.query(`UPDATE receipt SET status = 'READY', file_id = $2, verify_code = $3, file_sha256 = $4, file_sm3 = $5 WHERE receipt_no = $1`, [
    r.receiptNo,
    r.fileId,
    r.verifyCode,
    r.sha256,
    r.sm3,
  ]);

export const setReceiptStatus = (q: Queryable, receiptNo: string, status: 'GENERATING' | 'FAILED'): Promise<unknown[]> =>
  q.query('UPDATE receipt SET status = $2 WHERE receipt_no = $1', [receiptNo, status]);

export const amountFenOf = (r: ReceiptRow): bigint => fenOf(r.amount_fen);

import type { Queryable } from '../../platform/db/db';
import type { AccountStatus, ReceiptSide, TransferPurpose } from './bank.codes';
import { serialOf } from '../../platform/db/serial-number';

/** All SQL of the simulated bank (domain-lines.md §14A.3): accounts under lock, the txn, its flows and receipts. */

export interface BankAccountRow {
  account_id: string;
  corp_id: string | null;
  account_no: string;
  account_name: string;
  account_type: string;
  status: AccountStatus;
  balance_fen: unknown;
  frozen_fen: unknown;
}

/**
 * Lock the accounts in account_id order, whoever calls: two transfers over the same pair never wait on each other crosswise.
 * FOR NO KEY UPDATE, the level of the balance UPDATE itself: it does not wait on the KEY SHARE locks that rows referring
 * to an account take (a 代扣 run or a debit line naming it). FOR UPDATE did, and two 支付通代扣 runs that had each
 * inserted a row naming the 还款专户 then waited on each other's KEY SHARE when paying: a deadlock on PostgreSQL.
 */
export const lockAccounts = (q: Queryable, ids: readonly string[]): Promise<BankAccountRow[]> =>
  q.query<BankAccountRow>(
    `SELECT account_id, corp_id, account_no, account_name, account_type, status, balance_fen, frozen_fen FROM bank_account
      WHERE account_id = ANY($1::text[]) ORDER BY account_id FOR NO KEY UPDATE`,
    [[...new Set(ids)].sort()],
  );

export const accountsByNo = (q: Queryable, accountNo: string): Promise<Array<{ account_id: string }>> =>
  q.query<{ account_id: string }>('SELECT account_id FROM bank_account WHERE account_no = $1', [accountNo]);

export async function moveBalance(q: Queryable, accountId: string, deltaFen: bigint): Promise<bigint> {
  const [row] = await q.query<{ balance_fen: unknown }>(
    'UPDATE bank_account SET balance_fen = balance_fen + $2::bigint WHERE account_id = $1 RETURNING balance_fen',
    [accountId, deltaFen.toString()],
  );
  return BigInt(String(row?.balance_fen));
}

export const moveFrozen = (q: Queryable, accountId: string, deltaFen: bigint): Promise<unknown[]> =>
  q.query('UPDATE bank_account SET frozen_fen = frozen_fen + $2::bigint WHERE account_id = $1', [accountId, deltaFen.toString()]);

export const setStatus = (q: Queryable, accountId: string, status: AccountStatus): Promise<unknown[]> =>
  q.query('UPDATE bank_account SET status = $2 WHERE account_id = $1', [accountId, status]);

/** `CCB` + yyyyMMdd + 8 or more digits, and `HD` + yyyyMMdd + 8 or more: one sequence each, so numbers never repeat. */
export async function nextNumber(q: Queryable, kind: 'serial' | 'receipt', businessDate: string): Promise<string> {
  const seq = kind === 'serial' ? 'sim_bank_serial_seq' : 'receipt_no_seq';
  const [row] = await q.query<{ n: unknown }>(`SELECT nextval('${seq}') AS n`);
  return serialOf(kind === 'serial' ? 'CCB' : 'HD', businessDate, String(row?.n), 8);
}

export interface TxnInsert {
  bankSerial: string;
  fromAccountId: string;
  toAccountId: string;
  amountFen: bigint;
  purpose: TransferPurpose;
  bizRef: string;
  remark: string;
  businessDate: string;
  now: number;
}

export async function insertTxn(q: Queryable, t: TxnInsert): Promise<string> {
  const [row] = await q.query<{ txn_id: unknown }>(
    `INSERT INTO sim_bank_txn (bank_serial, from_account_id, to_account_id, amount_fen, purpose, biz_ref, remark, business_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING txn_id`,
    [t.bankSerial, t.fromAccountId, t.toAccountId, t.amountFen.toString(), t.purpose, t.bizRef, t.remark, t.businessDate, t.now],
  );
  return String(row?.txn_id);
}

export interface FlowInsert {
  accountId: string;
  txnId: string | null;
  direction: 'IN' | 'OUT';
  amountFen: bigint;
  balanceAfterFen: bigint;
  summary: string;
  counterpartyName: string;
  counterpartyNo: string;
  bizRef: string;
  businessDate: string;
  now: number;
}

export const insertFlow = (q: Queryable, f: FlowInsert): Promise<unknown[]> =>
  q.query(
    `INSERT INTO bank_flow (account_id, txn_id, direction, amount_fen, balance_after_fen, summary, counterparty_name, counterparty_no, biz_ref,
       business_date, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      f.accountId,
      f.txnId,
      f.direction,
      f.amountFen.toString(),
      f.balanceAfterFen.toString(),
      f.summary,
      f.counterpartyName,
      f.counterpartyNo,
      f.bizRef,
      f.businessDate,
      f.now,
    ],
  );

export interface ReceiptInsert {
  receiptNo: string;
  txnId: string;
  accountId: string;
  side: ReceiptSide;
  bizType: TransferPurpose;
  amountFen: bigint;
  businessDate: string;
  now: number;
}

/** A receipt is written GENERATING: the PDF generator stores the file, its hashes and 验证码 and makes it READY. */
export const insertReceipt = (q: Queryable, r: ReceiptInsert): Promise<unknown[]> =>
  q.query(
    `INSERT INTO receipt (receipt_no, txn_id, account_id, side, biz_type, amount_fen, status, business_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'GENERATING', $7, $8)`,
    [r.receiptNo, r.txnId, r.accountId, r.side, r.bizType, r.amountFen.toString(), r.businessDate, r.now],
  );

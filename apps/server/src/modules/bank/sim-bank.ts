import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { OPENING_SUMMARY, TRANSFER_PURPOSE } from './bank.codes';
import type { AccountStatus, TransferPurpose } from './bank.codes';
import { BankRefusal } from './bank.errors';
import { accountsByNo, insertFlow, insertReceipt, insertTxn, lockAccounts, moveBalance, moveFrozen, nextNumber, setStatus } from './bank.repo';
import type { BankAccountRow } from './bank.repo';

/**
 * The simulated bank (domain-lines.md §14A.3). Every function runs in the caller's transaction and locks the
 * accounts it touches (account_id order); every check comes before the first write, so a `BankRefusal` leaves
 * everything as it was and the caller may carry on in the same transaction.
 */

/** When the bank books: the platform's business date (serials, receipt numbers, flows) and the instant. */
export interface BankClock {
  businessDate: string;
  now: number;
}

export interface TransferInput extends BankClock {
  fromAccountId: string;
  toAccountId: string;
  amountFen: bigint;
  purpose: TransferPurpose;
  /** The business the money is for (plan, loan, order number…): printed on flows and receipts as 关联业务编号. */
  bizRef: string;
  remark?: string;
}

export interface TransferResult {
  txnId: string;
  bankSerial: string;
  receiptNos: { pay: string; receive: string };
}

/** Deterministic failures for tests and the demo: a number ending 0000 does not exist. */
const exists = (a: BankAccountRow | undefined): a is BankAccountRow => a !== undefined && !a.account_no.endsWith('0000');

function usable(a: BankAccountRow | undefined): BankAccountRow {
  if (!exists(a)) throw new BankRefusal('ACCOUNT_NOT_FOUND');
  if (a.status === 'FROZEN') throw new BankRefusal('ACCOUNT_FROZEN');
  if (a.status === 'CLOSED') throw new BankRefusal('ACCOUNT_CLOSED');
  return a;
}

/** The deterministic bounce of a credit: the payee's number ends 9999. */
function creditable(a: BankAccountRow): BankAccountRow {
  if (a.account_no.endsWith('9999')) throw new BankRefusal('PAYEE_REJECTED');
  return a;
}

function requirePositive(amountFen: bigint): void {
  if (amountFen <= 0n) throw new RangeError(`bank amount must be positive: ${amountFen}`);
}

/**
 * Move `amountFen` from one account to another: check (both exist and are usable, available ≥ amount), debit,
 * credit, one `sim_bank_txn` with its bank serial, one flow per side and two receipts (GENERATING).
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  requirePositive(input.amountFen);
  if (input.fromAccountId === input.toAccountId) throw new RangeError('a transfer needs two accounts');
  const rows = await lockAccounts(tx, [input.fromAccountId, input.toAccountId]);
  const from = usable(rows.find((r) => r.account_id === input.fromAccountId));
  const to = creditable(usable(rows.find((r) => r.account_id === input.toAccountId)));
  const balance = fenOf(from.balance_fen);
  if (balance < input.amountFen) throw new BankRefusal('BALANCE_INSUFFICIENT');
  if (balance - fenOf(from.frozen_fen) < input.amountFen) throw new BankRefusal('AVAILABLE_INSUFFICIENT');

  const bankSerial = await nextNumber(tx, 'serial', input.businessDate);
  const remark = input.remark ?? '';
  const txnId = await insertTxn(tx, { ...input, bankSerial, remark });
  const summary = TRANSFER_PURPOSE[input.purpose];
  const at = { txnId, amountFen: input.amountFen, summary, bizRef: input.bizRef, businessDate: input.businessDate, now: input.now };
  await insertFlow(tx, {
    ...at,
    accountId: from.account_id,
    direction: 'OUT',
    balanceAfterFen: await moveBalance(tx, from.account_id, -input.amountFen),
    counterpartyName: to.account_name,
    counterpartyNo: to.account_no,
  });
  await insertFlow(tx, {
    ...at,
    accountId: to.account_id,
    direction: 'IN',
    balanceAfterFen: await moveBalance(tx, to.account_id, input.amountFen),
    counterpartyName: from.account_name,
    counterpartyNo: from.account_no,
  });
  const receipt = { txnId, bizType: input.purpose, amountFen: input.amountFen, businessDate: input.businessDate, now: input.now };
  const pay = await nextNumber(tx, 'receipt', input.businessDate);
  await insertReceipt(tx, { ...receipt, receiptNo: pay, accountId: from.account_id, side: 'PAY' });
  const receive = await nextNumber(tx, 'receipt', input.businessDate);
  await insertReceipt(tx, { ...receipt, receiptNo: receive, accountId: to.account_id, side: 'RECEIVE' });
  return { txnId, bankSerial, receiptNos: { pay, receive } };
}

/** Credit an account from outside the platform's accounts (期初余额 by default; 模拟入金 names its own): one flow, no txn, no receipt. */
export async function deposit(tx: Queryable, input: BankClock & { accountId: string; amountFen: bigint; summary?: string }): Promise<void> {
  requirePositive(input.amountFen);
  const [account] = await lockAccounts(tx, [input.accountId]);
  creditable(usable(account));
  await insertFlow(tx, {
    accountId: input.accountId,
    txnId: null,
    direction: 'IN',
    amountFen: input.amountFen,
    balanceAfterFen: await moveBalance(tx, input.accountId, input.amountFen),
    summary: input.summary ?? OPENING_SUMMARY,
    counterpartyName: '',
    counterpartyNo: '',
    bizRef: '',
    businessDate: input.businessDate,
    now: input.now,
  });
}

/** The simulated bank's account with this number, if it keeps one (a plan names its payer account by number). */
export async function accountIdByNo(tx: Queryable, accountNo: string): Promise<string | null> {
  return (await accountsByNo(tx, accountNo))[0]?.account_id ?? null;
}

/** 冻结 part of an account's available amount (a margin, a withdrawal under signature): available ≥ amount. */
export async function freeze(tx: Queryable, accountId: string, amountFen: bigint): Promise<void> {
  requirePositive(amountFen);
  const [account] = await lockAccounts(tx, [accountId]);
  const a = usable(account);
  if (fenOf(a.balance_fen) - fenOf(a.frozen_fen) < amountFen) throw new BankRefusal('AVAILABLE_INSUFFICIENT');
  await moveFrozen(tx, accountId, amountFen);
}

/** 解冻: give back part of the frozen amount (never more than is frozen). A FROZEN account may still be unfrozen by amount. */
export async function unfreeze(tx: Queryable, accountId: string, amountFen: bigint): Promise<void> {
  requirePositive(amountFen);
  const [account] = await lockAccounts(tx, [accountId]);
  if (!exists(account)) throw new BankRefusal('ACCOUNT_NOT_FOUND');
  if (fenOf(account.frozen_fen) < amountFen) throw new BankRefusal('FROZEN_INSUFFICIENT');
  await moveFrozen(tx, accountId, -amountFen);
}

/** Freeze a whole account (it then refuses debits and credits) or bring it back to ACTIVE. */
export async function setAccountStatus(tx: Queryable, accountId: string, status: Extract<AccountStatus, 'ACTIVE' | 'FROZEN'>): Promise<void> {
  const [account] = await lockAccounts(tx, [accountId]);
  if (!exists(account)) throw new BankRefusal('ACCOUNT_NOT_FOUND');
  if (account.status === 'CLOSED') throw new BankRefusal('ACCOUNT_CLOSED');
  await setStatus(tx, accountId, status);
}

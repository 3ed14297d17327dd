// The simulated bank (domain-lines.md §14A.3): accounts with balance, frozen and available amounts; one `transfer`
// that checks, debits, credits and writes a bank serial, two flows and two receipts in the caller's transaction.
// Other modules move money only through this entry.
import type { ServerModule } from '../../platform/http/server-module';

export const bankModule: ServerModule = { name: 'bank', routes: [] };

import { accountIdByNo, deposit, freeze, setAccountStatus, transfer, unfreeze } from './sim-bank';

/** The bank's operations, each in the caller's transaction: `SimBank.transfer(tx, {...})`. */
export const SimBank = { transfer, deposit, freeze, unfreeze, setAccountStatus, accountIdByNo } as const;
export type { BankClock, TransferInput, TransferResult } from './sim-bank';
export { BankRefusal, isBankRefusal } from './bank.errors';
export { bankInvariantBreaks } from './bank.invariants';
export { ACCOUNT_PURPOSE, ACCOUNT_STATUS, BANK_REFUSAL, OPENING_SUMMARY, RECEIPT_SIDE, TRANSFER_PURPOSE } from './bank.codes';
export type { AccountPurpose, AccountStatus, BankRefusalReason, ReceiptSide, TransferPurpose } from './bank.codes';

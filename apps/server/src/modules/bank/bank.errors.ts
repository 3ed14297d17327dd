import { LEDGER_CODE, LedgerError } from '../../platform/refusal';
import { BANK_REFUSAL } from './bank.codes';
import type { BankRefusalReason } from './bank.codes';

/**
 * The simulated bank refused: a business refusal (HTTP 200, `LEDGER_RULE`) with the bank's message. Thrown before
 * anything is written, so a caller may catch it and go on in the same transaction (a failed 兑付 line).
 */
export class BankRefusal extends LedgerError {
  constructor(readonly reason: BankRefusalReason) {
    super(LEDGER_CODE.rule, BANK_REFUSAL[reason]);
  }
}

export const isBankRefusal = (e: unknown): e is BankRefusal => e instanceof BankRefusal;

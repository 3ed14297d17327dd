import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { OwnAccountRow } from './e-accounts.repo';

export const WITHDRAWAL_MESSAGE = { unbound: '电子账户未绑定结算账户，不能提现', available: '可用余额不足' } as const;

/** 提现 (domain-lines.md §16.8): from a bound, usable e-account, at most its 可用余额 (checked at apply; the bank checks again). */
export function checkWithdrawal(account: OwnAccountRow, amountFen: bigint): string {
  if (!account.bound_account_id || account.status === 'PENDING_BIND') throw refuse.rule(WITHDRAWAL_MESSAGE.unbound);
  if (account.status !== 'ACTIVE') throw refuse.state();
  if (amountFen <= 0n) throw refuse.rule('请输入提现金额');
  if (fenOf(account.balance_fen) - fenOf(account.frozen_fen) < amountFen) throw refuse.rule(WITHDRAWAL_MESSAGE.available);
  return account.bound_account_id;
}

import type { AccountRef } from '@scf/api/contract';

/** An account as the slip shows it: name, number and bank. */
export function formatAccount(account: AccountRef | null | undefined): string {
  return account ? `${account.accountName} ${account.accountNo}（${account.bankName}）` : '—';
}

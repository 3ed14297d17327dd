import type { AccountRef } from '@scf/api/contract';
import { styled } from 'styled-components';

const Number = styled.span`
  display: block;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Owner = styled.span`
  display: block;
  color: var(--scf-text-secondary-color, #666);
  font-size: 12px;
`;

/**
 * An account in a table cell the reviewer signs: the number whole on its own line (never broken inside), then the
 * holder's name — only when it differs from the party the row already names — and the bank, in a smaller line.
 */
export function AccountCell({ account, partyName }: { account: AccountRef | null | undefined; partyName?: string }) {
  if (!account) return <>—</>;
  const owner = account.accountName === partyName ? `（${account.bankName}）` : `${account.accountName}（${account.bankName}）`;
  return (
    <>
      <Number>{account.accountNo}</Number>
      <Owner>{owner}</Owner>
    </>
  );
}

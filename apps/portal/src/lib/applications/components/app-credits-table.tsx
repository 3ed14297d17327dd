import { useMemo } from 'react';
import type { ApplicationDetail } from '@scf/api/contract';
import { creditColumns } from '@scf/finance-widgets';
import { Table } from '@scf/ui';

const COLUMNS = creditColumns();

/** The credits an application acts on (withdraw, recycle, sign-for), each with the application's amount on it. */
export function AppCreditsTable({ credits }: { credits: ApplicationDetail['credits'] }) {
  const rows = useMemo(() => credits.map((c) => ({ ...c.credit, amount: c.amount })), [credits]);
  return <Table label="凭证明细" columns={COLUMNS} data={rows} rowKey={(c) => c.creditNo} virtualized={false} whole />;
}

import { useEndpoint } from '@scf/api';
import { financeEndpoints } from '@scf/api/contract';
import type { FinanceSummary } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { HomeTile, HomeTileGrid } from '@scf/finance-widgets';

type Tally = FinanceSummary['fundedThisMonth'];
const note = (t: Tally) => `共${t.count}笔`;

/**
 * The head of 融资详情 (domain.md §12, the bank's figures): for the bank's staff the financings waiting for the client
 * manager and the product manager, funded this month and the financed credits outstanding; for a supplier the same
 * figures of its own financings, with those waiting for its director.
 */
export function FinanceTiles({ bank }: { bank: boolean }) {
  const { data } = useEndpoint(financeEndpoints.summary, {});
  if (!data) return null;
  const tiles: Array<{ title: string; kind: 'count' | 'amount'; value: string; note?: string }> = [
    ...(bank
      ? [
          { title: '待客户经理审核', kind: 'count' as const, value: String(data.pendingFi.count), note: `${formatFen(parseFen(data.pendingFi.amount))}元` },
          {
            title: '待产品经理审批',
            kind: 'count' as const,
            value: String(data.pendingFinal.count + data.pendingFunding.count),
            note: `其中待放款${data.pendingFunding.count}笔`,
          },
        ]
      : [
          { title: '待主管复核', kind: 'count' as const, value: String(data.pendingReview.count) },
          { title: '金融机构审批中', kind: 'count' as const, value: String(data.pendingFi.count + data.pendingFinal.count + data.pendingFunding.count) },
        ]),
    { title: '本月放款', kind: 'amount', value: data.fundedThisMonth.amount, note: note(data.fundedThisMonth) },
    { title: '融资余额', kind: 'amount', value: data.outstanding.amount, note: note(data.outstanding) },
  ];
  return (
    <HomeTileGrid label="融资概览">
      {tiles.map((t) => (
        <HomeTile key={t.title} title={t.title} kind={t.kind} value={t.value} note={t.note ?? null} headingLevel={2} />
      ))}
    </HomeTileGrid>
  );
}

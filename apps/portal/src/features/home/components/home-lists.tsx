import { productPath } from '@scf/api/contract';
import type { CreditHome } from '@scf/api/contract';
import type { HomeRoute } from '../api/home-route';
import { CreditList } from './credit-list';
import { QueueList } from './queue-list';
import { RecentFlows } from './recent-flows';

/**
 * The lists of a role home (domain.md §12): operators see their drafts and returned applications, the credits
 * waiting to be signed for and the next due dates; directors their approval queue; query homes the due dates and
 * the latest flow records.
 */
export function HomeLists({ home, data }: { home: HomeRoute; data: CreditHome }) {
  if (home.kind === 'director') return <QueueList queue={data.queue} mode="review" />;
  const dueSoon = <CreditList title="即将到期" credits={data.dueSoon} emptyText="暂无即将到期的凭证" />;
  if (home.kind === 'query') {
    return (
      <>
        {dueSoon}
        <RecentFlows records={data.recent} />
      </>
    );
  }
  // The chain signs for its credits where its todos are; the core only follows what its receivers have not signed yet.
  const toSign =
    home.side === 'chain' ? (
      <CreditList
        title="待签收凭证"
        credits={data.toSign}
        emptyText="暂无待签收的凭证"
        action={{ title: '操作', label: '签收/拒签', to: (c) => `${productPath(c.productType, '/todo')}?creditNo=${c.creditNo}` }}
        all={{ total: data.toSignTotal, to: productPath(home.productType, '/todo') }}
      />
    ) : (
      <CreditList title="待对方签收" credits={data.toSign} emptyText="暂无待对方签收的凭证" />
    );
  return (
    <>
      <QueueList queue={data.queue} mode="own" />
      {toSign}
      {dueSoon}
    </>
  );
}

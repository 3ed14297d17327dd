import { useLocation } from 'react-router-dom';
import type { DiscountHome } from '@scf/api/contract';
import { Button, Empty, Skeleton } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { Greeting, Page } from '../../../lib/page';
import { HomeTiles } from '../../../lib/page/home-tiles';
import { discountHomeOf, quickLinks } from '../api/home-route';
import type { DiscountHomeRoute } from '../api/home-route';
import { useDiscountHome } from '../api/use-discount-home';
import { MaturityList } from '../components/maturity-list';
import { QuickLinks } from '../components/quick-links';
import { TodoList } from '../components/todo-list';

/** The lists under the tiles: 待办事项 (not on a query home), an operator's 草稿与退回, the next maturities. */
function Lists({ home, data }: { home: DiscountHomeRoute; data: DiscountHome }) {
  return (
    <>
      {home.kind === 'query' ? null : <TodoList title="待办事项" rows={data.todos} total={data.todoTotal} emptyText="暂无待办" />}
      {home.kind === 'operator' ? <TodoList title="草稿与退回" rows={data.drafts} emptyText="暂无草稿与退回的申请" /> : null}
      <MaturityList side={home.side} rows={data.maturities} />
    </>
  );
}

/**
 * The discount area's homes (domain-lines.md §20.2): `/discount/core/index/{operator,director,query}` 核心企业…首页,
 * `/discount/chain/index/…` 链属企业…首页 and `/discount/fi/index` 金融机构首页. Side and role come from the path, the
 * figures, 待办 and maturities from `discountHomeEndpoints.home` for the caller's corporation; 快捷入口 are its granted pages.
 */
export default function DiscountHomePage() {
  const home = discountHomeOf(useLocation().pathname);
  const { permissions } = useAuth();
  const { data, error, isLoading, mutate } = useDiscountHome(home?.side ?? null);

  let body;
  if (!home) body = <Empty description="暂无首页内容" />;
  else if (data) {
    body = (
      <>
        <HomeTiles tiles={data.tiles} />
        <QuickLinks links={quickLinks(home.side, permissions)} />
        <Lists home={home} data={data} />
      </>
    );
  } else if (error) {
    body = (
      <div role="alert">
        <p>首页数据加载失败：{error instanceof Error ? error.message : String(error)}</p>
        <Button onClick={() => void mutate()}>重试</Button>
      </div>
    );
  } else body = isLoading ? <Skeleton lines={8} label="正在加载首页" /> : null;

  return (
    <Page>
      <Greeting />
      {body}
    </Page>
  );
}

import { useLocation } from 'react-router-dom';
import { PRODUCTS } from '@scf/api/contract';
import { Button, Empty, Skeleton } from '@scf/ui';
import { Greeting, Page } from '../../../lib/page';
import { HomeTiles } from '../../../lib/page/home-tiles';
import { homeRouteOf } from '../api/home-route';
import { useCreditHome } from '../api/use-credit-home';
import { DebitBoard } from '../components/debit-board';
import { HomeLists } from '../components/home-lists';

/**
 * The role homes of domain.md §12 — `/credit/{core,chain}/index/{operator,director,query}` and the voucher twins:
 * side and role come from the path, the figures and lists from `creditEndpoints.home` for the caller's corporation.
 */
export default function HomePage() {
  const home = homeRouteOf(useLocation().pathname);
  const { data, error, isLoading, mutate } = useCreditHome(home);

  let body;
  if (!home) body = <Empty description="暂无首页内容" />;
  else if (data) {
    body = (
      <>
        <HomeTiles tiles={data.tiles} />
        {PRODUCTS[home.productType].options.automaticDebit && home.side === 'core' ? <DebitBoard operator={home.kind === 'operator'} /> : null}
        <HomeLists home={home} data={data} />
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

import { Suspense, useId, useState } from 'react';
import { useApiClient } from '@scf/api';
import type { Notice } from '@scf/api/contract';
import { Pagination } from '@scf/ui';
import { lazyScreen } from '../../../lib/chunk-load';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';
import { confirmNotice } from '../api/confirm-notice';
import { useNoticePage } from '../api/use-notice-page';
import { NoticeTable } from '../components/notice-table';

const NoticeDialog = lazyScreen(() => import('../components/notice-dialog'));

const FIRST_PAGE = { pageNo: 1, pageSize: 10 };

/** `/platform-notice/page-list` (平台公告): the released notices page by page; a title opens the notice. */
export default function NoticeListPage() {
  const client = useApiClient();
  const { route, breadcrumb } = useCurrentRoute();
  const titleId = useId();
  const [query, setQuery] = useState(FIRST_PAGE);
  const [opened, setOpened] = useState<Notice | null>(null);
  const { data, error, isLoading } = useNoticePage(query);
  const close = () => setOpened(null);

  return (
    <PageSection aria-labelledby={titleId}>
      <Breadcrumb items={breadcrumb} />
      <h1 id={titleId}>{route?.title ?? '平台公告'}</h1>
      {error instanceof Error ? <p role="alert">{error.message}</p> : null}
      <NoticeTable notices={data?.list ?? []} loading={isLoading} onOpen={setOpened} />
      {data && data.pageCond.count > 0 ? (
        <Pagination total={data.pageCond.count} page={query.pageNo} pageSize={query.pageSize} onChange={(pageNo, pageSize) => setQuery({ pageNo, pageSize })} />
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <NoticeDialog
            notice={opened}
            onConfirm={() => {
              void confirmNotice(client, opened);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </PageSection>
  );
}

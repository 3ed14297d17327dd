import { Suspense, useState } from 'react';
import { useApiClient } from '@scf/api';
import { noticeEndpoints } from '@scf/api/contract';
import type { Notice } from '@scf/api/contract';
import { lazyScreen } from '../../../lib/chunk-load';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { KeywordSearch } from '../../../lib/list/keyword-search';
import { Page } from '../../../lib/page';
import { confirmNotice } from '../api/confirm-notice';
import { NoticeTable } from '../components/notice-table';

const NoticeDialog = lazyScreen(() => import('../components/notice-dialog'));

const LIST = { filters: ['noticeTitle'], sortable: ['releaseDate'] } as const;

/** `/platform-notice/page-list` (平台公告): the released notices page by page, searchable by title; a title opens it. */
export default function NoticeListPage() {
  const client = useApiClient();
  const list = useList(LIST);
  const [opened, setOpened] = useState<Notice | null>(null);
  const read = useListQuery(noticeEndpoints.page, list);
  const close = () => setOpened(null);

  return (
    <Page>
      <KeywordSearch
        label="公告标题"
        name="公告查询"
        value={list.query.filters.noticeTitle ?? ''}
        onSearch={(noticeTitle) => list.setFilters({ noticeTitle })}
      />
      <NoticeTable {...tableResult(read)} onOpen={setOpened} {...tableState(list)} />
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
    </Page>
  );
}

import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { SWR_KEY_PREFIX, useApiClient } from '@scf/api';
import type { NoticePage, PageQuery } from '@scf/api/contract';

/** One page of the notice list (page-notice); the previous page stays on screen while the next one loads. */
export function useNoticePage(query: PageQuery): SWRResponse<NoticePage> {
  const client = useApiClient();
  // Under the API key prefix, so a logout clears it with the rest of the user's data.
  return useSWR([SWR_KEY_PREFIX, 'notices', 'page', query.pageNo, query.pageSize], () => client.notices.page(query), { keepPreviousData: true });
}

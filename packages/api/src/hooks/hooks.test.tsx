// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client';
import { NetworkError } from '../client/errors';
import { fakeFetch, ok } from '../test-support/fake-fetch';
import type { Responder } from '../test-support/fake-fetch';
import { ApiProvider } from './api-provider';
import { MissingApiProviderError, useApiClient } from './use-api-client';
import { useCustomerService } from './use-customer-service';
import { useDicts } from './use-dicts';
import { endpointCacheKey, isApiCacheKey, readsOf } from './swr-keys';
import { messageEndpoints } from '../contract/endpoints/messages';
import { noticeEndpoints } from '../contract/endpoints/notices';
import { useHolidays } from './use-holidays';
import { useIssuers } from './use-issuers';
import { useReleasedNotices } from './use-released-notices';
import { usePlatformConfig } from './use-platform-config';
import { useProductConfig } from './use-product-config';
import { UNREAD_QUERY, useUnreadCount } from './use-unread-count';

function wrapperFor(responder: Responder) {
  const server = fakeFetch(responder);
  const client = createClient({ fetch: server.fetch, cookie: () => '', storage: null });
  // A fresh cache per test, no retries, no dedupe across tests.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  return { wrapper, server, client };
}

describe('ApiProvider and SWR hooks', () => {
  it('useApiClient returns the provided client and fails loudly outside the provider', () => {
    const { wrapper, client } = wrapperFor(() => ok(null));
    expect(renderHook(() => useApiClient(), { wrapper }).result.current).toBe(client);
    expect(() => renderHook(() => useApiClient())).toThrow(MissingApiProviderError);
  });

  it('useUnreadCount reads pageCond.count', async () => {
    const { wrapper } = wrapperFor(() => ok({ pageCond: { count: 2 } }));
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(2));
  });

  it('useHolidays returns the dates; useProductConfig and useCustomerService parse their configs', async () => {
    const { wrapper } = wrapperFor((req) => {
      if (req.url.endsWith('currentYear')) return ok(['2026-01-01', '2026-10-01']);
      if (req.url.endsWith('loadPrdConfig'))
        return ok({ discountShort: '贴', discountName: '贴现', edtShortName: 'E', edtName: '订单', voucherFinanceMode: 'NONE', prdChoice: [] });
      return ok({ enabled: false, qrCodeUrl: '', baseUrl: '', appId: '' });
    });
    // Read data during render: SWR re-renders only for fields the component reads.
    const { result } = renderHook(() => ({ h: useHolidays().data, p: useProductConfig().data, c: useCustomerService().data }), { wrapper });
    await waitFor(() => {
      expect(result.current.h).toEqual(['2026-01-01', '2026-10-01']);
      expect(result.current.p?.discountName).toBe('贴现');
      expect(result.current.c?.enabled).toBe(false);
    });
  });

  it('usePlatformConfig exposes a typed error so the UI can fall back to the default config', async () => {
    const { wrapper } = wrapperFor(() => ({ body: { code: '99999999', message: '', data: null } }));
    const { result } = renderHook(() => usePlatformConfig(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NetworkError));
    expect(result.current.data).toBeUndefined();
  });

  it('useDicts sends the types (sorted), shares one entry regardless of order, and skips an empty list', async () => {
    const { wrapper, server } = wrapperFor(() => ok({ A: [], B: [{ dictLabel: '乙', dictValue: 'b' }] }));
    const { result } = renderHook(() => ({ x: useDicts(['B', 'A']).data, y: useDicts(['A', 'B']).data, none: useDicts([]).data }), { wrapper });
    await waitFor(() => expect(result.current.x?.B).toHaveLength(1));
    await waitFor(() => expect(result.current.y).toEqual(result.current.x));
    expect(result.current.none).toBeUndefined();
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0]?.body as string)).toEqual({ dictTypes: ['A', 'B'] });
  });

  it('useIssuers and useReleasedNotices fetch their lists', async () => {
    const notice = { noticeId: 'N1', noticeTitle: '公告', noticeContent: '<p>x</p>', btnName: '确定', btnEffect: '0', link: '', ejectFrequency: '1' };
    const { wrapper, server } = wrapperFor((req) => (req.url.endsWith('issuers') ? ok([{ corpId: 'C1', corpName: '核心' }]) : ok([notice])));
    const { result } = renderHook(() => ({ i: useIssuers().data, n: useReleasedNotices().data }), { wrapper });
    await waitFor(() => {
      expect(result.current.i).toEqual([{ corpId: 'C1', corpName: '核心' }]);
      expect(result.current.n).toEqual([notice]);
    });
    expect(server.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /v1/credits/issue/issuers',
      'POST /v1/xugong/corp/sys/notices/release/list',
    ]);
  });

  it('isApiCacheKey matches exactly the keys of these hooks; readsOf matches one endpoint whatever its input', () => {
    const key = endpointCacheKey(messageEndpoints.query, UNREAD_QUERY);
    expect(isApiCacheKey(key)).toBe(true);
    expect(readsOf(messageEndpoints.query)(key)).toBe(true);
    expect(readsOf(messageEndpoints.query)(endpointCacheKey(messageEndpoints.query, { body: { messageState: 'READ', messageType: 'ALL' } }))).toBe(true);
    expect(readsOf(noticeEndpoints.page)(key)).toBe(false);
    expect(endpointCacheKey(messageEndpoints.query, { body: { a: 1, b: 2 } })).toEqual(endpointCacheKey(messageEndpoints.query, { body: { b: 2, a: 1 } }));
    expect(isApiCacheKey(['other', 'x'])).toBe(false);
    expect(isApiCacheKey('@scf/api')).toBe(false);
  });
});

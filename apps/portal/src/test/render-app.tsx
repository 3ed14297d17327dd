import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiProvider } from '@scf/api';
import { BASE_PATH } from '@scf/api/contract';
import { appRoutes } from '../app/router';
import { createUnauthorizedBridge } from '../lib/auth';
import { PlatformProvider } from '../lib/platform';
import { fakeClient } from './fake-client';
import type { FakeServer } from './fake-client';

/** Renders the real route tree, guard, session and shell at `url` (a /cv3 path) against a fake server. */
export function renderApp(url: string, server: Partial<FakeServer> = {}) {
  const fake = fakeClient(server);
  const unauthorized = createUnauthorizedBridge();
  fake.setOnUnauthorized((returnTo) => unauthorized.notify(returnTo));
  const router = createMemoryRouter(appRoutes({ client: fake.client, unauthorized }), {
    basename: BASE_PATH,
    initialEntries: [url],
  });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={fake.client}>
        <PlatformProvider>
          <RouterProvider router={router} />
        </PlatformProvider>
      </ApiProvider>
    </SWRConfig>,
  );
  return { ...view, router, ...fake };
}

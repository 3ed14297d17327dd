import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiProvider, bootFallback } from '@scf/api';
import { readBootData } from '@scf/api/contract';
import { PlatformProvider } from '../lib/platform';
import type { AppServices } from './layout/root-layout';
import { createAppRouter } from './router';

/**
 * The app root: the API client for the SWR hooks, the platform configs the server put into the page (so the first
 * paint is branded, issue 9), and the router (under /cv3).
 */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createAppRouter(services));
  const [fallback] = useState(() => bootFallback(readBootData(document)));
  return (
    <ApiProvider client={services.client}>
      <SWRConfig value={{ fallback }}>
        <PlatformProvider>
          <RouterProvider router={router} />
        </PlatformProvider>
      </SWRConfig>
    </ApiProvider>
  );
}

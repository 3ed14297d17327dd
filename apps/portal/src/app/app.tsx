import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApiProvider } from '@scf/api';
import { PlatformProvider } from '../lib/platform';
import type { AppServices } from './layout/root-layout';
import { createAppRouter } from './router';

/** The app root: the API client for the SWR hooks, and the router (under /cv3). */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createAppRouter(services));
  return (
    <ApiProvider client={services.client}>
      <PlatformProvider>
        <RouterProvider router={router} />
      </PlatformProvider>
    </ApiProvider>
  );
}

import type { ApiClient } from '@scf/api';
import { SessionProvider } from '../session';
import type { UnauthorizedBridge } from '../session';
import { ShellLayout } from './shell-layout';

export interface AppServices {
  client: ApiClient;
  unauthorized: UnauthorizedBridge;
}

/** The root route's element: the session (it needs the router to navigate) around the page frame. */
export function RootLayout({ services }: { services: AppServices }) {
  return (
    <SessionProvider client={services.client} unauthorized={services.unauthorized}>
      <ShellLayout />
    </SessionProvider>
  );
}

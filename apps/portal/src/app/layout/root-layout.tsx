import type { ApiClient } from '@scf/api';
import { AuthProvider } from '../../lib/auth';
import type { UnauthorizedBridge } from '../../lib/auth';
import { ShellLayout } from './shell-layout';

export interface AppServices {
  client: ApiClient;
  unauthorized: UnauthorizedBridge;
  /** PRODUCT_NOT_OPEN answers: the router leads to 请联系客户经理开通产品 (the same single-subscriber bridge). */
  productNotOpen?: UnauthorizedBridge;
}

/** The root route's element: the auth session (it needs the router to navigate) around the page frame. */
export function RootLayout({ services }: { services: AppServices }) {
  return (
    <AuthProvider client={services.client} unauthorized={services.unauthorized}>
      <ShellLayout />
    </AuthProvider>
  );
}

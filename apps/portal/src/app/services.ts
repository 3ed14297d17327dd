import { createClient } from '@scf/api';
import type { AppServices } from './layout/root-layout';
import { createUnauthorizedBridge } from './session';

/** The API client (same origin as the portal) and the bridge its 401/403 handling reaches the session through. */
export function createAppServices(): AppServices {
  const unauthorized = createUnauthorizedBridge();
  const client = createClient({ onUnauthorized: (returnTo) => unauthorized.notify(returnTo) });
  return { client, unauthorized };
}

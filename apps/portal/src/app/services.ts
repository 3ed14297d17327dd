import { createClient } from '@scf/api';
import type { AppServices } from './layout/root-layout';
import { createUnauthorizedBridge } from '../lib/auth';
import { activityTrackingFetch } from '../lib/session-activity';

/**
 * The API client (same origin as the portal) and the bridges its 401/403 handling reaches the session through and
 * its PRODUCT_NOT_OPEN answers reach the router through. Each answer with the session alive renews it on the
 * server, so the client's fetch notes it for the idle warning.
 */
export function createAppServices(): AppServices {
  const unauthorized = createUnauthorizedBridge();
  const productNotOpen = createUnauthorizedBridge();
  const client = createClient({
    fetch: activityTrackingFetch(),
    onUnauthorized: (returnTo) => unauthorized.notify(returnTo),
    onProductNotOpen: () => productNotOpen.notify(''),
  });
  return { client, unauthorized, productNotOpen };
}

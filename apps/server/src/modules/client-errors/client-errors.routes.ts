import { clientErrorEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { ClientErrorLimiter, clientErrorEntry } from './client-errors.service';

const limiter = new ClientErrorLimiter();

/**
 * A screen of the portal threw: the report goes to the server's log (pino), at `warn`, with the request id. Only a
 * logged-in user reports (the user id is not logged, the role is), at most REPORTS_PER_MINUTE a minute.
 */
export const clientErrorRoutes: readonly ApiRoute[] = [
  defineRoute(clientErrorEndpoints.report, {
    access: 'session',
    handler: async ({ actor, body, env, request }) => {
      const entry = clientErrorEntry(limiter, actor, body, env.now);
      if (entry) request.log.warn(entry, 'client error');
      return null;
    },
  }),
];

import { BASE_PATH, LIVE_EVENTS_PATH, LOGIN_SUCCESS_PATH, OPENAPI_PATH } from '@scf/api/contract';
import { CSP_REPORT_PATH } from '../../src/platform/security/client-limits';

/**
 * Routes the server registers that are no JSON API call, so no contract endpoint and not in the OpenAPI document:
 * health and readiness, the portal's pages and assets, the browser's form GET after login (a redirect into the
 * portal), the browser's CSP violation reports (ADR 0012) and the live pages' server-sent events (text/event-stream,
 * opened by the browser's EventSource). One list for contract-coverage.test.ts and openapi.test.ts.
 */
export const NON_API_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /',
  `GET ${BASE_PATH}`,
  `GET ${BASE_PATH}/*`,
  `GET ${LOGIN_SUCCESS_PATH}`,
  `POST ${CSP_REPORT_PATH}`,
  `GET ${LIVE_EVENTS_PATH}`,
];

/** The OpenAPI document itself: no contract endpoint, and not a path inside the document. */
export const OPENAPI_ROUTE = `GET ${OPENAPI_PATH}`;

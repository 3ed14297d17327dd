import type { ApiRoute } from '../http/route-def';
import { AGREEMENT_ROUTES } from './agreement-routes';
import { AUTH_ROUTES } from './auth-routes';
import { CA_ROUTES } from './ca-routes';
import { CONFIG_ROUTES } from './config-routes';
import { NOTICE_ROUTES } from './notice-routes';
import { REFERENCE_ROUTES } from './reference-routes';
import { REPAYMENT_ROUTES } from './repayment-routes';
import { SESSION_ROUTES } from './session-routes';
import { SHELL_CHECK_ROUTES } from './shell-check-routes';
import { UKEY_LIFECYCLE_ROUTES } from './ukey-lifecycle-routes';
import { UKEY_ROUTES } from './ukey-routes';

/** Every API route with its access rule: registered by buildApp and iterated by the route-table tests. */
export const API_ROUTES: readonly ApiRoute[] = [...AUTH_ROUTES, ...SESSION_ROUTES, ...CONFIG_ROUTES, ...REFERENCE_ROUTES, ...NOTICE_ROUTES, ...AGREEMENT_ROUTES, ...CA_ROUTES, ...UKEY_ROUTES, ...UKEY_LIFECYCLE_ROUTES, ...REPAYMENT_ROUTES, ...SHELL_CHECK_ROUTES];

import type { ApiRoute } from '../http/route-def';

/** Post-login shell checks (mandatory real-name re-authentication) and the SMS verify-code pass-through. */
export const SHELL_CHECK_ROUTES: readonly ApiRoute[] = [];

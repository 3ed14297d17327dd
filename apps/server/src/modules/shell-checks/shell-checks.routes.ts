import { shellCheckEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { mandatoryAuth } from './shell-checks.service';

/** Post-login shell checks (spec §4). */
export const shellCheckRoutes: readonly ApiRoute[] = [
  defineRoute(shellCheckEndpoints.mandatoryAuth, { access: 'session', handler: ({ db, actor }) => mandatoryAuth(db, actor) }),
];

import { referenceEndpoints } from '@scf/api/contract';
import { PUBLIC_READ, defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { dictionaries, nonWorkingDaysFrom } from './reference.service';

/** Dictionaries (read by the login page too) and the holiday calendar of the business year (spec §3, §7). */
export const referenceRoutes: readonly ApiRoute[] = [
  defineRoute(referenceEndpoints.dicts, { ...PUBLIC_READ, handler: ({ db, body }) => dictionaries(db, body.dictTypes) }),
  defineRoute(referenceEndpoints.holidays, {
    access: 'session',
    handler: ({ env, body }) => nonWorkingDaysFrom(env.db, body.region, Number(env.businessDate.slice(0, 4))),
  }),
  defineRoute(referenceEndpoints.businessDate, { access: 'session', handler: async ({ env }) => ({ businessDate: env.businessDate }) }),
];

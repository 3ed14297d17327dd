import { accountEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { accountProfile, changeMobile, changePassword, sendMobileCode } from './account.service';

/** Every call of 账户中心 needs its menu: a user whose role is not granted the page cannot use it by API either. */
const ACCOUNT_CENTRE = { menu: '/my/person-center/info' } as const;

/** 账户中心 (`/my/person-center/info`): the user's own data and credentials. */
export const accountRoutes: readonly ApiRoute[] = [
  defineRoute(accountEndpoints.profile, { access: ACCOUNT_CENTRE, handler: ({ env, actor }) => accountProfile(env, actor) }),
  defineRoute(accountEndpoints.changePassword, {
    access: ACCOUNT_CENTRE,
    handler: ({ env, services, actor, body }) => changePassword(env, services, actor, body),
  }),
  defineRoute(accountEndpoints.mobileCode, { access: ACCOUNT_CENTRE, handler: ({ env, actor, body }) => sendMobileCode(env, actor, body) }),
  defineRoute(accountEndpoints.changeMobile, { access: ACCOUNT_CENTRE, handler: ({ env, services, actor, body }) => changeMobile(env, services, actor, body) }),
];

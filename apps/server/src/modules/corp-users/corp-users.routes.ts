import { corpUserEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import {
  addCorpUser,
  corpUserChanges,
  corpUserPage,
  corpUserPending,
  corpUserSettings,
  disableCorpUser,
  editCorpUser,
  enableCorpUser,
  resetCorpUser,
} from './corp-users.service';

const e = corpUserEndpoints;
/** 用户管理 (§16.4): the administrator's page; the menu is granted to ROLE_ADMIN and shown only with userRoleMenuDisplay. */
const USERS_MENU = { menu: '/my/enterprise-info/user/list' } as const;

export const corpUserRoutes: readonly ApiRoute[] = [
  defineRoute(e.settings, { access: USERS_MENU, handler: ({ env, actor }) => corpUserSettings(env, actor) }),
  defineRoute(e.list, { access: USERS_MENU, handler: ({ env, actor, body }) => corpUserPage(env, actor, body) }),
  defineRoute(e.add, { access: USERS_MENU, handler: ({ env, actor, body, services }) => addCorpUser(env, actor, body, services.secrets.fieldKey) }),
  defineRoute(e.edit, { access: USERS_MENU, handler: ({ env, actor, params, body }) => editCorpUser(env, actor, params.userId, body) }),
  defineRoute(e.pending, { access: USERS_MENU, handler: ({ env, actor, params }) => corpUserPending(env, actor, params.userId) }),
  defineRoute(e.disable, { access: USERS_MENU, handler: ({ env, actor, params, body }) => disableCorpUser(env, actor, params.userId, body.handoverTo) }),
  defineRoute(e.enable, { access: USERS_MENU, handler: ({ env, actor, params }) => enableCorpUser(env, actor, params.userId) }),
  defineRoute(e.reset, { access: USERS_MENU, handler: ({ env, actor, params }) => resetCorpUser(env, actor, params.userId) }),
  defineRoute(e.changes, { access: USERS_MENU, handler: ({ env, actor }) => corpUserChanges(env, actor) }),
];

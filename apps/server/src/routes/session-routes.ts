import { corpInfoSchema, grantedMenuTreeSchema, userInfoSchema } from '@scf/api/contract';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { grantedMenuTree } from '../services/menu-service';
import { corpInfo, userInfo } from '../services/session-info';
import { currentRole, requireUser } from './require-user';

export const SESSION_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/uaa/v1/userInfo',
    access: 'session',
    response: userInfoSchema,
    handler: async ({ db, session }) => userInfo(await requireUser(db, session), currentRole(session)),
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/userInfo',
    access: 'session',
    response: corpInfoSchema,
    handler: async ({ db, session }) => corpInfo(db, await requireUser(db, session), currentRole(session)),
  }),
  defineRoute({
    method: 'POST',
    url: '/uaa/v1/security/granted-menu-tree',
    access: 'session',
    response: grantedMenuTreeSchema,
    handler: async ({ db, session }) => {
      const user = await requireUser(db, session);
      return grantedMenuTree(db, user.corpId, currentRole(session));
    },
  }),
];

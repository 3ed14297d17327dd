import { eAccountEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { bindCollectAccount, collectBindings } from './edt-collect-binding.service';

const MANDATE = { menu: '/my/electronic-account/special-account/bind' } as const;

/** 专户绑定's 回款专户 part (domain-lines.md §16.8): the supplier's e订通 accesses and their bound account, behind 专户绑定. */
export const collectBindingRoutes: readonly ApiRoute[] = [
  defineRoute(eAccountEndpoints.collectBindings, { access: MANDATE, handler: ({ env, actor }) => collectBindings(env.db, env.businessDate, actor) }),
  defineRoute(eAccountEndpoints.bindCollect, { access: MANDATE, handler: ({ env, actor, params, body }) => bindCollectAccount(env, actor, params.id, body) }),
];

import { discountMaturityEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { listFiBills } from './bills-fi.service';

/** 票据业务查询 (domain-lines.md §20.2): the bank's client and product managers, each bank its own acceptances and holdings. */
export const billsFiRoutes: readonly ApiRoute[] = [
  defineRoute(discountMaturityEndpoints.fiBills, { access: { menu: '/discount/fi/query' }, handler: ({ env, actor, body }) => listFiBills(env, actor, body) }),
];

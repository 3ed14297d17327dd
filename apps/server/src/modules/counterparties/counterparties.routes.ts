import { counterpartyEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { decideCounterparty, pageOfCounterparties, requestCounterparty } from './counterparties.service';

/** Every call needs the page's menu; who may change what is the service's rule (查询 only reads). */
const PAGE = { menu: '/supplier/index' } as const;

/** 交易对手管理 (`/supplier/index`, domain.md §5.1). */
export const counterpartyRoutes: readonly ApiRoute[] = [
  defineRoute(counterpartyEndpoints.page, { access: PAGE, handler: ({ env, actor, body }) => pageOfCounterparties(env, actor, body) }),
  defineRoute(counterpartyEndpoints.add, { access: PAGE, handler: ({ env, actor, body }) => requestCounterparty(env, actor, body) }),
  defineRoute(counterpartyEndpoints.confirm, {
    access: PAGE,
    handler: ({ env, actor, params }) => decideCounterparty(env, actor, params.requestId, 'CONFIRMED'),
  }),
  defineRoute(counterpartyEndpoints.reject, {
    access: PAGE,
    handler: ({ env, actor, params }) => decideCounterparty(env, actor, params.requestId, 'REJECTED'),
  }),
];

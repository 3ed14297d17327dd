import { statisticsEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { chainStatistics, coreStatistics } from './statistics.service';

/** 统计 (domain.md §12): each page's call needs that page's menu; the figures are always the caller's corporation's. */
export const statisticsRoutes: readonly ApiRoute[] = [
  defineRoute(statisticsEndpoints.chain, {
    access: { menu: '/credit/chain/statistics' },
    handler: ({ env, actor, body }) => chainStatistics(env, actor, 'CREDIT', body),
  }),
  defineRoute(statisticsEndpoints.core, {
    access: { menu: '/credit/core/statistics' },
    handler: ({ env, actor, body }) => coreStatistics(env, actor, 'CREDIT', body),
  }),
  defineRoute(statisticsEndpoints.voucherChain, {
    access: { menu: '/voucher/chain/statistics' },
    handler: ({ env, actor, body }) => chainStatistics(env, actor, 'VOUCHER', body),
  }),
  defineRoute(statisticsEndpoints.voucherCore, {
    access: { menu: '/voucher/core/statistics' },
    handler: ({ env, actor, body }) => coreStatistics(env, actor, 'VOUCHER', body),
  }),
];

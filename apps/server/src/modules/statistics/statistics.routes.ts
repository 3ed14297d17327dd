import { statisticsEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { chainStatistics, coreStatistics } from './statistics.service';

/** 统计 (domain.md §12): each page's call needs that page's menu; the figures are always the caller's corporation's. */
export const statisticsRoutes: readonly ApiRoute[] = [
  defineRoute(statisticsEndpoints.chain, { access: { menu: '/credit/chain/statistics' }, handler: ({ env, actor }) => chainStatistics(env, actor, 'CREDIT') }),
  defineRoute(statisticsEndpoints.core, { access: { menu: '/credit/core/statistics' }, handler: ({ env, actor }) => coreStatistics(env, actor, 'CREDIT') }),
  defineRoute(statisticsEndpoints.voucherChain, {
    access: { menu: '/voucher/chain/statistics' },
    handler: ({ env, actor }) => chainStatistics(env, actor, 'VOUCHER'),
  }),
  defineRoute(statisticsEndpoints.voucherCore, {
    access: { menu: '/voucher/core/statistics' },
    handler: ({ env, actor }) => coreStatistics(env, actor, 'VOUCHER'),
  }),
];

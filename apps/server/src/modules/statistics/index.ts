// The statistics module: 链属企业统计 and 核心企业统计 (domain.md §12).
import type { ServerModule } from '../../platform/http/server-module';
import { statisticsRoutes } from './statistics.routes';

export const statisticsModule: ServerModule = { name: 'statistics', routes: statisticsRoutes };

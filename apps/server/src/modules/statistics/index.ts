// The statistics module: 链属企业统计 and 核心企业统计 (domain.md §12).
export { statisticsRoutes } from './statistics.routes';

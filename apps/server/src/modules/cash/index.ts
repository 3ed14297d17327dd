// The cash module: 兑付 at maturity (domain.md §7.8) — calendar, check, plans and lines, payment, overdue, confirm.
export { cashRoutes } from './cash.routes';
export { runCashJobs } from './cash.service';

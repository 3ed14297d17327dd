// The cash module: 兑付 at maturity (domain.md §7.8) — calendar, check, plans and lines, payment, overdue, confirm;
// its CASH flow runs on the applications engine, its jobs with the sweeps.
import type { ServerModule } from '../../platform/http/server-module';
import { CASH_FLOWS } from './cash.flows';
import { runCashJobs } from './cash.jobs';
import { cashRoutes } from './cash.routes';

export const cashModule: ServerModule = {
  name: 'cash',
  routes: cashRoutes,
  flows: CASH_FLOWS,
  // 兑付 (domain.md §7.8): approved lines paid, lapsed plans, 逾期 at the end of the due date.
  jobs: [{ name: 'cash', run: runCashJobs }],
};
export { runCashJobs } from './cash.jobs';
// For the exports (modules/exports): 兑付查询's list, read again for a file.
export { listPlans } from './cash-reads.service';
// For 支付通代扣 (modules/voucher-debit): a paid leaf is cashed as a 兑付 line is.
export { cashCredits } from './cash-pay.service';

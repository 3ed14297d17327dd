// 票据贴现 and 银承 (issue 33, domain-lines.md §20): the core's bank-acceptance bills issued at its bank and delivered to
// its suppliers, their discount in part or whole at a bank, and their payment at maturity. Bills are packages of
// sub-ranges (bills.repo.ts). Each part of the area joins its routes, flows and jobs here.
import type { ServerModule } from '../../platform/http/server-module';
import { BAB_ISSUE_FLOWS } from './bab-issue.flows';
import { babIssueRoutes } from './bab-issue.routes';

export const discountModule: ServerModule = {
  name: 'discount',
  routes: [...babIssueRoutes],
  flows: [...BAB_ISSUE_FLOWS],
  jobs: [],
};
export { seedDiscount } from './discount.seed';

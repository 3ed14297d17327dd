// 票据贴现 and 银承 (issue 33, domain-lines.md §20): the core's bank-acceptance bills issued at its bank and delivered to
// its suppliers, their discount in part or whole at a bank, and their payment at maturity. Bills are packages of
// sub-ranges (bills.repo.ts). Each part of the area joins its routes, flows and jobs here.
import type { ServerModule } from '../../platform/http/server-module';
import { BAB_ISSUE_FLOWS } from './bab-issue.flows';
import { babIssueRoutes } from './bab-issue.routes';
import { runBillMaturity } from './bill-maturity.job';
import { billMaturityRoutes } from './bill-maturity.routes';
import { BILL_FLOWS } from './bills-delivery.flows';
import { billsFiRoutes } from './bills-fi.routes';
import { billRoutes } from './bills.routes';
import { DISCOUNT_APPLY_FLOWS } from './discount-apply.flows';
import { discountApplyRoutes } from './discount-apply.routes';
import { discountHomeRoutes } from './discount-home.routes';

export const discountModule: ServerModule = {
  name: 'discount',
  routes: [...babIssueRoutes, ...billRoutes, ...discountApplyRoutes, ...billMaturityRoutes, ...billsFiRoutes, ...discountHomeRoutes],
  flows: [...BAB_ISSUE_FLOWS, ...BILL_FLOWS, ...DISCOUNT_APPLY_FLOWS],
  jobs: [{ name: 'bill-maturity', run: runBillMaturity }],
};
export { seedDiscount } from './discount.seed';
export { runBillMaturity } from './bill-maturity.job';
export { listMaturities } from './bill-maturity.service';
export { advanceRepayOriginal } from './bill-advance.service';
export { listFiBills } from './bills-fi.service';
export { BAB_REVOKE_NO, revokeOriginal } from './bills-apps.service';
export { DISCOUNT_APP_NO, discountPayerOriginal } from './discount-apply.routes';

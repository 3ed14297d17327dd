// The finance module (融资, domain.md §7.7): quotes, the apply with its preview, the FI's review, approval and 放款, on
// the credits module's application machine; its hooks are wired by the composition root.
export { financeRoutes } from './finance.routes';
import { buyerPaidHooks } from './buyer-paid.service';
import { financeAppHooks } from './finance.service';

/** The application machine's steps this module runs (wired once by the composition root). */
export const financeHooks = { ...financeAppHooks, ...buyerPaidHooks };
export { seedFinance } from './finance.seed';
export type { FinanceSeedPlan } from './finance.seed';

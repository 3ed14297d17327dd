// The finance module (融资, domain.md §7.7): quotes, the apply with its preview, the FI's review, approval and 放款,
// the core's 买方付息 and 融资签约 — its FINANCE and CORE_FINANCE flows run on the applications engine.
import type { ServerModule } from '../../platform/http/server-module';
import { FINANCE_FLOWS } from './finance.flows';
import { financeRoutes } from './finance.routes';

export const financeModule: ServerModule = { name: 'finance', routes: financeRoutes, flows: FINANCE_FLOWS };

export { seedFinance } from './finance.seed';
export type { FinanceSeedPlan } from './finance.seed';

// The trade-data module (融资资料, domain.md §8): contracts, invoices with 查验, other documents, authorisation letters
// and the finance data packages; financing takes its packages and occupies or frees their invoices through these.
import type { ServerModule } from '../../platform/http/server-module';
import { tradeDataRoutes } from './trade-data.routes';

export const tradeDataModule: ServerModule = { name: 'trade-data', routes: tradeDataRoutes };
export {
  claimPackage,
  lockPackage,
  occupyInvoices,
  packageFileIds,
  packageFiles,
  packageForFinance,
  packageVerdict,
  releaseInvoices,
  setPackageVerdict,
} from './occupation';
export { datumVerdictOf } from './packages.service';
export type { FinancePackage, FinancePackageInvoice } from './occupation';
export { authorityRecord, verifyInvoice } from './verification';
export { seedTradeData } from './trade-data.seed';
export type { TradeSeedPlan } from './trade-data.seed';

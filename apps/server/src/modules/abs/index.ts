// 供应链ABS (issue 31, domain-lines.md §18.1–§18.6): receivables registered by the debtor in a batch its director
// confirms with one signature over the 应付账款确认函; disputes, cancellation with the creditor's consent, expiry; the
// transfer to a factor at the §18.4 price, paid through the simulated bank; the documents as PDFs with their 验证码;
// the report centre with the factor's plans, pooling and collections. The asset pool is modules/pond.
import type { ServerModule } from '../../platform/http/server-module';
import { ABS_FLOWS } from './abs.flows';
import { expireReceivables } from './abs.jobs';
import { absFileRoutes } from './abs-files.routes';
import { absTransferRoutes } from './abs-transfer.routes';
import { overdueReceivables } from './abs-pooling.service';
import { absReportRoutes } from './abs-reports.routes';
import { absRoutes } from './abs.routes';

export const absModule: ServerModule = {
  name: 'abs',
  routes: [...absRoutes, ...absTransferRoutes, ...absFileRoutes, ...absReportRoutes],
  flows: ABS_FLOWS,
  jobs: [
    { name: 'abs-expiry', run: expireReceivables },
    { name: 'abs-overdue', run: overdueReceivables },
  ],
};
export { absOriginal } from './abs-transfer.service';
export { expireReceivables } from './abs.jobs';
export { overdueReceivables } from './abs-pooling.service';
export { assetDetail, companyOverview, memberOverview, productDetail, storageDetail } from './abs-reports.service';
export { seedAbs } from './abs.seed';
export { ARCHIVE_PAGE, packageEntries } from './abs-files.service';

// The repayment module: the reference signed business.
import type { ServerModule } from '../../platform/http/server-module';
import { repaymentRoutes } from './repayment.routes';

export const repaymentModule: ServerModule = { name: 'repayment', routes: repaymentRoutes };

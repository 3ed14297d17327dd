// The invoice-info module: 开票信息 of the caller's corporation (domain-lines.md §16.3).
import type { ServerModule } from '../../platform/http/server-module';
import { invoiceInfoRoutes } from './invoice-info.routes';

export const invoiceInfoModule: ServerModule = { name: 'invoice-info', routes: invoiceInfoRoutes };

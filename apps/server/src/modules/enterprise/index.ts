// The enterprise module: 企业信息 and 银行账户 of the caller's corporation (domain.md §5.1).
import type { ServerModule } from '../../platform/http/server-module';
import { enterpriseRoutes } from './enterprise.routes';

export const enterpriseModule: ServerModule = { name: 'enterprise', routes: enterpriseRoutes };

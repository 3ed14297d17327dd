// The account module: 账户中心, the user's own data, password and mobile.
import type { ServerModule } from '../../platform/http/server-module';
import { accountRoutes } from './account.routes';

export const accountModule: ServerModule = { name: 'account', routes: accountRoutes };

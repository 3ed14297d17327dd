// The customer-service module: messages (留言) left with the platform's own customer service.
import type { ServerModule } from '../../platform/http/server-module';
import { customerServiceRoutes } from './customer-service.routes';

export const customerServiceModule: ServerModule = { name: 'customer-service', routes: customerServiceRoutes };

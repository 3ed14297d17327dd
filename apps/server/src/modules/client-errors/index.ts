// The client-errors module: errors the portal reports, written to the server's log.
import type { ServerModule } from '../../platform/http/server-module';
import { clientErrorRoutes } from './client-errors.routes';

export const clientErrorsModule: ServerModule = { name: 'client-errors', routes: clientErrorRoutes };

// The evidence module: 存证 packages and the signed steps of a credit's path (issue 26 items 9 and 11).
import type { ServerModule } from '../../platform/http/server-module';
import { evidenceRoutes } from './evidence.routes';

export const evidenceModule: ServerModule = { name: 'evidence', routes: evidenceRoutes };

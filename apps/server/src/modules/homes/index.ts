// The homes module: the role homes of the ledger products (domain.md §12) — tiles, the work queue, the credits to
// sign and those due soonest — read from the credits, the applications engine and the limits.
import type { ServerModule } from '../../platform/http/server-module';
import { homeRoutes } from './homes.routes';

export const homesModule: ServerModule = { name: 'homes', routes: homeRoutes };

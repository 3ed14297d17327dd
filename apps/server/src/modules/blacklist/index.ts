// The blacklist module: which corporations may not do a product's process (domain.md §4.7).
import type { ServerModule } from '../../platform/http/server-module';
import { blacklistRoutes } from './blacklist.routes';

export const blacklistModule: ServerModule = { name: 'blacklist', routes: blacklistRoutes };
export { isBlacklisted } from './blacklist.service';
export { insertListing } from './blacklist.repo';

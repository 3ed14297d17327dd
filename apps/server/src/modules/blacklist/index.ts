// The blacklist module: which corporations may not do a product's process (domain.md §4.7).
export { blacklistRoutes } from './blacklist.routes';
export { isBlacklisted } from './blacklist.service';
export { insertListing } from './blacklist.repo';

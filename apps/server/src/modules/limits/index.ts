// The limits module: the `/my/limit/*` calls, served by the credit ledger.
export { limitRoutes } from './limits.routes';

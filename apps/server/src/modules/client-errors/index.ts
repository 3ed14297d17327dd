// The client-errors module: errors the portal reports, written to the server's log.
export { clientErrorRoutes } from './client-errors.routes';

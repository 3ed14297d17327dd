// The evidence module: 存证 packages and the signed steps of a credit's path (issue 26 items 9 and 11).
export { evidenceRoutes } from './evidence.routes';

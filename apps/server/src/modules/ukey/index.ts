// The ukey module: key bindings, their requests and bills, and signing with the key of the current role.
export { ukeyRoutes } from './ukey.routes';
export { bindWithRecord } from './key-operations';
export type { NewBinding } from './key-operations';
export { runKeySignedOperation } from './key-signed-operation';

// The ukey module: key bindings, their requests and bills, and signing with the key of the current role.
import type { ServerModule } from '../../platform/http/server-module';
import { ukeyRoutes } from './ukey.routes';

export const ukeyModule: ServerModule = { name: 'ukey', routes: ukeyRoutes };
export { bindWithRecord } from './key-operations';
export type { NewBinding } from './key-operations';
export { runKeySignedOperation } from './key-signed-operation';
export { bindOwnKey } from './ukey.service';
export type { UkeyEnv } from './ukey.service';

// The signing module: switch, rules, the registration original. The crypto is platform/signing's.
import type { ServerModule } from '../../platform/http/server-module';
import { signingRoutes } from './signing.routes';

export const signingModule: ServerModule = { name: 'signing', routes: signingRoutes };
export { registrationScope } from './signing.service';

// The reference module: dictionaries and the holiday calendar.
import type { ServerModule } from '../../platform/http/server-module';
import { referenceRoutes } from './reference.routes';

export const referenceModule: ServerModule = { name: 'reference', routes: referenceRoutes };
export { isWorkingDay } from './reference.service';

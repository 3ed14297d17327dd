// 企业信息变更 (domain-lines.md §16.2): the registered information that may change, the change signed with the key
// (CONTRACT_SIGN over 《企业信息变更申请书》), reviewed at once against the simulated registry, and 变更记录.
import type { ServerModule } from '../../platform/http/server-module';
import { infoChangeRoutes } from './info-change.routes';

export const infoChangeModule: ServerModule = { name: 'info-change', routes: infoChangeRoutes };
export { seedRegisteredInfo } from './info-change.seed';
export { changeOriginal } from './info-change.service';

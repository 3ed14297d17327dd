// The counterparties module: 交易对手管理, the requests between corporations and the relations they confirm.
import type { ServerModule } from '../../platform/http/server-module';
import { counterpartyRoutes } from './counterparties.routes';

export const counterpartiesModule: ServerModule = { name: 'counterparties', routes: counterpartyRoutes };
export { insertRelation, insertRequest } from './counterparties.repo';

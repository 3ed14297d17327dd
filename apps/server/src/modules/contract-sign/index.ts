// The CONTRACT_SIGN signing original: which contract an id names (企业信息变更 or 代扣授权) and its text.
import type { ServerModule } from '../../platform/http/server-module';
import { contractSignRoutes } from './contract-sign.routes';

export const contractSignModule: ServerModule = { name: 'contract-sign', routes: contractSignRoutes };

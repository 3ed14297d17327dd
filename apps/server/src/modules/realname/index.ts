// Real-name identification of a corporation (domain-lines.md §15.4–§15.8): its state, 软证书认证 and 营业执照对公账户认证
// (on modules/deposit-verify), 企业实名认证 and its records; the simulated registry (模拟工商) it reads, seeded here.
// Business mutations of a corporation not verified are refused by the request guard (platform/security/realname-gate).
import type { ServerModule } from '../../platform/http/server-module';
import { settleVerifying } from './realname.repo';
import { realnameRoutes } from './realname.routes';
import { seedRealname } from './realname.seed';

export const realnameModule: ServerModule = {
  name: 'realname',
  routes: realnameRoutes,
  // After deposit-verify's expiry (module order): a corporation whose attempt ended is UNVERIFIED again.
  jobs: [{ name: 'realname-settle', run: (db) => settleVerifying(db) }],
};
export { seedRealname };
export { requireReauth } from './realname.repo';

// 电子账户 and 专户 (domain-lines.md §16.8) on the simulated bank: 开户, 绑定 by small deposit (modules/deposit-verify),
// 提现 as a WITHDRAWAL application the director signs, 专户 by purpose with their 流水, 专户绑定 (the 还款专户's 代扣授权,
// signed by the director with the key) and the demo tools of §14A.3.
import type { ServerModule } from '../../platform/http/server-module';
import { WITHDRAWAL_FLOWS } from './e-accounts.flows';
import { eAccountRoutes } from './e-accounts.routes';
import { seedEAccounts } from './e-accounts.seed';

export const eAccountsModule: ServerModule = { name: 'e-accounts', routes: eAccountRoutes, flows: WITHDRAWAL_FLOWS, seed: seedEAccounts };
// The demo's rows of this module (seed/seed-demo.ts calls it after seed/bank.ts).
export { seedEAccounts } from './e-accounts.seed';
export { accountFlowPage, countAccountFlows, demoCredits, flowAccountLabel } from './special-accounts.service';
export { mandateOriginal } from './mandate.service';

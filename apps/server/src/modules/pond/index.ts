// 资产池 (domain-lines.md §18.7, seed §13.10): a supplier's pond at its bank — 入池, 提款, 还款 and 出池 on the applications
// engine, every change under the pond's row lock with 可用额度 recomputed; TOTAL and TERM modes; the maturity sweep
// (a paid asset's cash into the margin account, the bank told of 池水位预警). 保证金提取 is not built yet.
import type { ServerModule } from '../../platform/http/server-module';
import { POND_FLOWS } from './pond.flows';
import { pondMaturity } from './pond.jobs';
import { pondRoutes } from './pond.routes';

export const pondModule: ServerModule = { name: 'pond', routes: pondRoutes, flows: POND_FLOWS, jobs: [{ name: 'pond-maturity', run: pondMaturity }] };
export { pondMaturity } from './pond.jobs';
export { seedPond } from './pond.seed';

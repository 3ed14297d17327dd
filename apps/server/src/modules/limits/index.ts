// The limits module (domain.md §6): issuing lines and sub-limits, their figures and ledger, and distribution (额度分配,
// the LIMIT_DIST flow). The credit ledger draws on it (freeze, use, release under the fixed lock order, docs/adr/0009).
import type { ServerModule } from '../../platform/http/server-module';
import { limitRoutes } from './limits.routes';
import { LIMIT_FLOWS } from './limits.flows';
import { expireLines } from './line-expiry.job';
import { oldLineRoutes } from './old-lines.routes';

export const limitsModule: ServerModule = {
  name: 'limits',
  routes: [...limitRoutes, ...oldLineRoutes],
  flows: LIMIT_FLOWS,
  jobs: [{ name: 'line-expiry', run: expireLines }],
};

export { moveLimit } from './limit-effects';
export type { LedgerClock, LimitRef } from './limit-effects';
export { ZERO, addFigures, figureDeltas, lineAvailable, subAvailable } from './limit-figures';
export type { FigureDeltas, Figures, LedgerKind } from './limit-figures';
export { applyDeltas, insertLedgerEntries, insertLine, issuerLimit, lineById, lockLimit, lockLimits } from './limit.repo';
export type { LedgerEntry, LineRow, NewLine, SubRow } from './limit.repo';
export { insertLimitDist } from './distribution.repo';
export { memberPart, visibleLine } from './lines.service';
export { expireLines } from './line-expiry.job';

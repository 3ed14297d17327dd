// 支付通代扣 (domain-lines.md §17.4): debit runs (VDB…) at 09:00, 12:00, 16:00 of a due date from the issuer's 还款专户
// under its 代扣授权, the 17:00 cut-off to 逾期, a retry per working day and 立即补扣; the core home's 代扣计划 and 逾期.
import type { ServerModule } from '../../platform/http/server-module';
import { runVoucherDebits } from './voucher-debit.jobs';
import { voucherDebitRoutes } from './voucher-debit.routes';

export const voucherDebitModule: ServerModule = {
  name: 'voucher-debit',
  routes: voucherDebitRoutes,
  jobs: [{ name: 'voucher-debit', run: runVoucherDebits }],
};
export { runVoucherDebits } from './voucher-debit.jobs';
export { debitRun } from './voucher-debit.run';
export type { RunResult } from './voucher-debit.run';
export { seedVoucherDebit } from './voucher-debit.seed';
export { debitInvariantBreaks } from './voucher-debit.invariants';

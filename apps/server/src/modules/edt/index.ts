// e订通 order financing (domain-lines.md §19, issue 32): 准入 with its 准入自检 (EAC, the supplier's director signs the
// agreement, the bank's client manager reviews), the bank's order-financing lines (LIMIT-signed), the core's orders — the
// ERP batch import, 确认 as an OCF application its director signs with the 回款账户 locked, 拒绝 — with the 00:05
// expiry, 订单融资 (EFA) up to 放款, the 回款 waterfall (§19.7) with the 模拟来账 demo tool, and 逾期 at 17:00 of due date + grace.
import type { ServerModule } from '../../platform/http/server-module';
import { EDT_FINANCE_FLOWS } from './edt-finance.flows';
import { EDT_FLOWS } from './edt.flows';
import { runEdtExpiry } from './edt.jobs';
import { runEdtOverdue } from './edt-overdue';
import { collectBindingRoutes } from './edt-collect-binding.routes';
import { edtRoutes } from './edt.routes';
import { seedEdt } from './edt.seed';

export const edtModule: ServerModule = {
  name: 'edt',
  routes: [...edtRoutes, ...collectBindingRoutes],
  flows: [...EDT_FLOWS, ...EDT_FINANCE_FLOWS],
  jobs: [
    { name: 'edt-expiry', run: runEdtExpiry },
    { name: 'edt-overdue', run: runEdtOverdue },
  ],
};
// The demo's rows of this module (seed/seed-demo.ts calls it after the bank and the e-accounts).
export { seedEdt };
export { runEdtExpiry, runEdtOverdue };
export { edtContractOriginal } from './edt-access.service';
export { EDT_CONTRACT_NO } from './edt-originals';
export { hasApprovedAccess } from './edt-access.repo';
export { runWaterfall } from './edt-collect.service';
export { repayOriginal } from './edt-repay.service';

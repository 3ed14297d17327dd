import type { AppRow, LedgerContext } from '../applications';
import { fenOf as fen } from '../../platform/db/fen-column';
import { occupyInvoices, releaseInvoices, setPackageVerdict } from '../trade-data';
import * as repo from './finance.repo';
import { figuresOf } from './finance.rules';

// Financing's own effects in its transitions (finance.flows.ts): an application that ends without funding frees its
// invoices; funding recomputes the figures at the business date (the value date), numbers the loan and occupies the
// invoices — then the credits' split runs (FINANCED to the FI, the rest HELD by the applicant).

/** An application that ended without funding: its invoices are freed. */
export async function financeEnd(ctx: LedgerContext, app: AppRow): Promise<void> {
  const f = await repo.financeAppOf(ctx.tx, app.app_no);
  if (!f) throw new Error(`${app.app_no} has no finance row`);
  await releaseInvoices(ctx.tx, f.package_no);
  await setPackageVerdict(ctx.tx, f.package_no, 'REJECT', '融资申请已终止，发票占用已释放');
}

/** 放款: the figures at the value date, the loan number, the invoices occupied (the split follows in the same transition). */
export async function financeFund(ctx: LedgerContext, app: AppRow): Promise<void> {
  const f = await repo.financeAppOf(ctx.tx, app.app_no);
  if (!f) throw new Error(`${app.app_no} has no finance row`);
  const figures = figuresOf(f, fen(f.finance_fen), ctx.businessDate, f.due_date);
  const loanNo = await repo.nextLoanNo(ctx.tx, ctx.businessDate);
  await repo.setFunded(ctx.tx, app.app_no, {
    valueDate: ctx.businessDate,
    days: figures.days,
    interestFen: figures.interestFen,
    serviceFeeFen: figures.serviceFeeFen,
    netFen: figures.netFen,
    loanNo,
    at: ctx.now,
  });
  await occupyInvoices(ctx.tx, f.package_no);
  await setPackageVerdict(ctx.tx, f.package_no, 'PASS', '金融机构审核通过，已放款');
}

import { accountOf } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import { SimBank } from '../bank';
import { unlinkFiles } from '../files';
import { fenOf as fen } from '../../platform/db/fen-column';
import { occupyInvoices, releaseInvoices, setPackageVerdict } from '../trade-data';
import * as repo from './finance.repo';
import { figuresOf } from './finance.rules';

// Financing's own effects in its transitions (finance.flows.ts): an application that ends without funding frees its
// invoices; funding recomputes the figures at the business date (the value date), numbers the loan and occupies the
// invoices, the bank pays the net amount — then the credits' split runs (FINANCED to the FI, the rest HELD by the applicant).

/**
 * An application that ended without funding: its invoices are freed, and the bank no longer reads the package's files
 * (issue 26 Low: the read the apply granted ends with the application).
 */
export async function financeEnd(ctx: LedgerContext, app: AppRow): Promise<void> {
  const f = await repo.financeAppOf(ctx.tx, app.app_no);
  if (!f) throw new Error(`${app.app_no} has no finance row`);
  await releaseInvoices(ctx.tx, f.package_no, app.app_no);
  await unlinkFiles(ctx.tx, { bizType: 'FINANCE_APPLY', bizNo: app.app_no });
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
    buyerChargeFen: figures.buyerChargeFen,
    loanNo,
    at: ctx.now,
  });
  // The FI's settlement account pays the net amount into the applicant's receive account; the bank's refusal (e.g.
  // 账户余额不足) refuses the funding as a whole.
  const fiAccount = await accountOf(ctx.tx, f.fi_corp_id, ['SETTLEMENT']);
  await SimBank.transfer(ctx.tx, {
    fromAccountId: fiAccount?.account_id ?? '',
    toAccountId: f.receive_account_id,
    amountFen: figures.netFen,
    purpose: 'FIN_DISBURSE',
    bizRef: app.app_no,
    remark: `借据${loanNo}`,
    businessDate: ctx.businessDate,
    now: ctx.now,
  });
  await occupyInvoices(ctx.tx, f.package_no, app.app_no);
  await setPackageVerdict(ctx.tx, f.package_no, 'PASS', '金融机构审核通过，已放款');
}

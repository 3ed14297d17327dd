import type { ApplicationDetail, FinanceDetail, FinanceListQuery, FinanceRow, FinanceSummary, Page } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf as fen } from '../../platform/db/fen-column';
import { containingOrAll } from '../../platform/db/list-query';
import type { Actor } from '../../platform/security/actor';
import { applicationDetail } from '../applications';
import { packageFiles, packageForFinance } from '../trade-data';
import * as repo from './finance.repo';
import { financeNotFound } from './finance.rules';
import { figuresView, financeRowView } from './finance.view';

/** 融资详情 and the financing lists (domain.md §7.7, §12): the tiles, the pages, one financing with its checks. */

/** 融资详情's tiles (domain.md §12): pending by step, funded this month, the financed credits still outstanding. */
export async function financeSummary(q: Queryable, actor: Actor, businessDate: string): Promise<FinanceSummary> {
  const s = await repo.summaryOf(q, actor.corpId, `${businessDate.slice(0, 7)}-01`);
  const tally = (r: { n: unknown; fen: unknown } | undefined) => ({ count: Number(r?.n ?? 0), amount: fenToDecimal(fen(r?.fen ?? 0)) });
  const at = (status: string) => tally(s.byStatus.find((r) => r.status === status));
  return {
    pendingReview: at('PENDING_REVIEW'),
    pendingFi: at('PENDING_FI'),
    pendingFinal: at('PENDING_FINAL'),
    pendingFunding: at('PENDING_FUNDING'),
    fundedThisMonth: tally(s.funded),
    outstanding: tally(s.outstanding),
  };
}

export async function financeList(q: Queryable, actor: Actor, query: FinanceListQuery): Promise<Page<FinanceRow>> {
  const pattern = containingOrAll(query.filters?.keyword);
  const { rows, total } = await repo.pageFinance(
    q,
    actor.corpId,
    { pattern, pending: query.filters?.scope === 'pending' },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    total,
    rows: rows.map(financeRowView),
  };
}

/** Related parties (关联方): the applicant and the issuer in one group (the same corporation or parent and member). */
async function related(q: Queryable, a: string, b: string): Promise<boolean> {
  const [x, y] = [await repo.corpRow(q, a), await repo.corpRow(q, b)];
  if (!x || !y) return false;
  const gx = x.parent_corp_id ?? x.corp_id;
  const gy = y.parent_corp_id ?? y.corp_id;
  return gx === gy;
}

/** 融资详情: the application (parties, timeline), the whole calculation, the invoices with the FI's checks, and what the caller may do. */
export async function financeDetail(q: Queryable, actor: Actor, appNo: string): Promise<FinanceDetail> {
  return financeDetailWith(q, actor, await applicationDetail(q, actor, appNo));
}

/** 融资详情 of an application the caller may read (as a party, or the core of the issuing group: then without actions). */
export async function financeDetailWith(q: Queryable, actor: Actor, application: ApplicationDetail): Promise<FinanceDetail> {
  const appNo = application.appNo;
  const f = await repo.financeAppOf(q, appNo);
  if (!f) throw financeNotFound();
  const pkg = await packageForFinance(q, f.package_no, application.applicant.corpId);
  const invoices = pkg?.invoices ?? [];
  const others = await repo.heldByOthers(
    q,
    f.package_no,
    invoices.map((i) => i.invoiceId),
  );
  const account = await repo.accountRow(q, f.receive_account_id);
  const children = await repo.childCredits(q, f.credit_no);
  const funded = application.status === 'COMPLETED';
  const isFi = actor.corpId === f.fi_corp_id;
  const fiActions: FinanceDetail['fiActions'] = !isFi
    ? []
    : application.status === 'PENDING_FI' && actor.role === 'ROLE_CLIENT_MANAGER'
      ? ['PASS', 'REJECT']
      : application.status === 'PENDING_FINAL' && actor.role === 'ROLE_PRODUCT_MANAGER'
        ? ['APPROVE', 'REJECT']
        : application.status === 'PENDING_FUNDING' && actor.role === 'ROLE_PRODUCT_MANAGER'
          ? ['FUND']
          : [];
  const reviewer = application.flow.find((r) => r.action === 'DECIDE' && r.bizType === 'FINANCE');
  return {
    application,
    fi: { corpId: f.fi_corp_id, corpName: f.fi_name },
    creditNo: f.credit_no,
    packageNo: f.package_no,
    receiveAccount: account
      ? { accountNo: account.account_no, accountName: account.account_name, bankName: account.bank_name, bankCode: account.bank_code }
      : null,
    figures: figuresView(f),
    loanNo: f.loan_no,
    financedCreditNo: funded ? (children.find((c) => c.holder_corp_id === f.fi_corp_id)?.credit_no ?? null) : null,
    remainderCreditNo: funded ? (children.find((c) => c.holder_corp_id !== f.fi_corp_id)?.credit_no ?? null) : null,
    reviewedBy: reviewer ? reviewer.user.personName : null,
    files: isFi || actor.corpId === application.applicant.corpId ? await packageFiles(q, f.package_no) : [],
    invoices: invoices.map((i) => ({
      invoiceId: i.invoiceId,
      number: i.number,
      verifyStatus: i.verifyStatus,
      total: fenToDecimal(i.totalFen),
      occupyAmount: fenToDecimal(i.occupyFen),
      occupyState: i.occupyState,
      occupiedElsewhere: fenToDecimal(others.get(i.invoiceId) ?? 0n),
    })),
    checks: {
      invoicesVerified: pkg?.allVerified ?? false,
      occupyCovers: (pkg?.occupyTotalFen ?? 0n) >= fen(f.finance_fen),
      noDuplicatePledge: invoices.every((i) => (others.get(i.invoiceId) ?? 0n) + i.occupyFen <= i.totalFen),
      notRelatedParty: !(await related(q, application.applicant.corpId, application.issuer?.corpId ?? '')),
    },
    fiActions,
  };
}

/**
 * Financing (融资, domain.md §7.7) on the generic application machine of the credits module: the apply checks every
 * prerequisite (FI customer file, held credit not the holder's own issue, term left, the FI of the issuing line, a
 * quote — 未配置报价 otherwise —, own receive account, a finance data package whose invoices are all VERIFIED and
 * cover the amount), the figures come from @scf/api/money's financeFigures, the FI's two steps and 放款 are
 * transitions of the table, and the hooks free the invoices when an application ends or occupy them at funding.
 */
import { APP_STATUS_LABEL, FINANCE_TOO_MUCH, QUOTE_MISSING } from '@scf/api/contract';
import type {
  ApplicationDetail,
  FinanceDetail,
  FinanceFiguresView,
  FinanceListQuery,
  FinanceOptions,
  FinanceRow,
  FinanceSummary,
  Page,
  SignaturePayload,
} from '@scf/api/contract';
import { calendarDaysBetween, fenToDecimal, financeFigures, parseFen, quoteForTerm } from '@scf/api/money';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { applicationDetail, applyOnHeldCredits, approvalOriginal, approve, decide, proceed } from '../credits';
import type { AppHook, AppHookName, AppRow, CheckedPart, LedgerContext } from '../credits';
import { linkFiles } from '../files';
import { occupyInvoices, packageFileIds, packageFiles, packageForFinance, releaseInvoices, setPackageVerdict } from '../trade-data';
import { isBuyerPaid } from './buyer-paid.repo';
import * as repo from './finance.repo';
import type { FinanceAppRow, QuoteRow } from './finance.repo';
import { fenOf as fen } from '../../platform/db/fen-column';

/** minRemainingDaysForFinance (domain.md §4.2): 5 calendar days. */
export const MIN_REMAINING_DAYS = 5;

const rule = (message: string) => new ApiError(200, 'LEDGER_RULE', message);
const notFound = () => new ApiError(404, 'NOT_FOUND', '融资申请不存在');
const percent = (r: string) => `${r}%`;

/** The quote band of (FI, issuer) for the remaining term from `valueDate`; 未配置报价 when none covers it. */
export async function quoteAt(q: Queryable, fiCorpId: string, issuerCorpId: string, valueDate: string, dueDate: string): Promise<QuoteRow> {
  const quote = quoteForTerm(await repo.quotesOf(q, fiCorpId, issuerCorpId), calendarDaysBetween(valueDate, dueDate));
  if (!quote) throw rule(QUOTE_MISSING);
  return quote;
}

export function figuresOf(quote: Pick<QuoteRow, 'annual_rate' | 'service_fee_rate' | 'interest_payer'>, amountFen: bigint, valueDate: string, dueDate: string) {
  if (calendarDaysBetween(valueDate, dueDate) < 1) throw rule('凭证已到期，不能融资');
  return financeFigures({
    amountFen,
    annualRate: percent(quote.annual_rate),
    serviceFeeRate: percent(quote.service_fee_rate),
    interestPayer: quote.interest_payer,
    valueDate,
    dueDate,
  });
}

const figuresView = (
  f: Pick<
    FinanceAppRow,
    'annual_rate' | 'service_fee_rate' | 'interest_payer' | 'value_date' | 'due_date' | 'days' | 'finance_fen' | 'interest_fen' | 'service_fee_fen' | 'net_fen'
  >,
): FinanceFiguresView => ({
  annualRate: f.annual_rate,
  serviceFeeRate: f.service_fee_rate,
  interestPayer: f.interest_payer,
  valueDate: f.value_date,
  dueDate: f.due_date,
  days: Number(f.days),
  financeAmount: fenToDecimal(fen(f.finance_fen)),
  interest: fenToDecimal(fen(f.interest_fen)),
  serviceFee: fenToDecimal(fen(f.service_fee_fen)),
  netAmount: fenToDecimal(fen(f.net_fen)),
});

/** The credit as the finance rules need it (the holder's own, any state: the state is checked by the apply). */
async function creditOf(q: Queryable, corpId: string, creditNo: string) {
  const row = (
    await q.query<{ credit_no: string; issuer_corp_id: string; holder_corp_id: string; due_date: string; amount_fen: unknown; status: string }>(
      'SELECT credit_no, issuer_corp_id, holder_corp_id, due_date, amount_fen, status FROM credit WHERE credit_no = $1',
      [creditNo],
    )
  )[0];
  if (!row || row.holder_corp_id !== corpId) throw new ApiError(404, 'NOT_FOUND', '凭证不存在');
  return row;
}

/** The rules of the FI and the term for one credit (prerequisites of §7.7), returning the quote. */
async function checkFiAndTerm(
  q: Queryable,
  actor: Actor,
  businessDate: string,
  fiCorpId: string,
  credit: { credit_no: string; issuer_corp_id: string; due_date: string },
): Promise<QuoteRow> {
  if (credit.issuer_corp_id === actor.corpId) throw rule('开立方不能融资本企业开立的凭证');
  if (calendarDaysBetween(businessDate, credit.due_date) < MIN_REMAINING_DAYS)
    throw rule(`凭证${credit.credit_no}剩余期限不足${MIN_REMAINING_DAYS}天，不能融资`);
  if ((await repo.lineFiOf(q, credit.credit_no)) !== fiCorpId) throw rule('所选金融机构未与该凭证的开立方合作');
  if ((await repo.customerStatus(q, actor.corpId, fiCorpId)) !== 'ACTIVE') throw rule('请先在该金融机构完成融资建档');
  const quote = await quoteAt(q, fiCorpId, credit.issuer_corp_id, businessDate, credit.due_date);
  // 买方付息: the core's approved CORE_FINANCE application covers this credit at this FI — interest and fee are billed to the core.
  return (await isBuyerPaid(q, credit.credit_no, fiCorpId)) ? { ...quote, interest_payer: 'CORE' } : quote;
}

/** 融资申请's choices: cooperating FIs, own settlement/electronic accounts, submitted finance packages not in use. */
export async function financeOptions(q: Queryable, actor: Actor): Promise<FinanceOptions> {
  const fis = new Map<string, { corpId: string; corpName: string; issuerCorpIds: string[] }>();
  for (const r of await repo.fisForHolder(q, actor.corpId)) {
    const fi = fis.get(r.corp_id) ?? { corpId: r.corp_id, corpName: r.corp_name, issuerCorpIds: [] };
    fi.issuerCorpIds.push(r.issuer_corp_id);
    fis.set(r.corp_id, fi);
  }
  return {
    fis: [...fis.values()],
    accounts: (await repo.ownAccounts(q, actor.corpId)).map((a) => ({
      accountId: a.account_id,
      accountType: a.account_type,
      accountNo: a.account_no,
      accountName: a.account_name,
      bankName: a.bank_name,
      bankCode: a.bank_code,
    })),
    packages: (await repo.financePackagesOf(q, actor.corpId))
      .filter((p) => Number(p.released) === 0)
      .map((p) => ({
        packageNo: p.package_no,
        creditNos: p.credit_nos ?? [],
        invoiceCount: Number(p.invoice_count),
        occupyTotal: fenToDecimal(fen(p.occupy_fen)),
        allVerified: Number(p.unverified) === 0 && Number(p.invoice_count) > 0,
      })),
  };
}

/** The preview at the business date (the form's figures; the server's own for the amount it will store). */
export async function financePreview(
  env: ServiceEnv,
  actor: Actor,
  input: { fiCorpId: string; creditNo: string; amount: string },
): Promise<FinanceFiguresView> {
  const credit = await creditOf(env.db, actor.corpId, input.creditNo);
  const amountFen = parseFen(input.amount);
  if (amountFen > fen(credit.amount_fen)) throw rule(FINANCE_TOO_MUCH);
  const quote = await checkFiAndTerm(env.db, actor, env.businessDate, input.fiCorpId, credit);
  const f = figuresOf(quote, amountFen, env.businessDate, credit.due_date);
  return {
    annualRate: quote.annual_rate,
    serviceFeeRate: quote.service_fee_rate,
    interestPayer: quote.interest_payer,
    valueDate: env.businessDate,
    dueDate: credit.due_date,
    days: f.days,
    financeAmount: fenToDecimal(amountFen),
    interest: fenToDecimal(f.interestFen),
    serviceFee: fenToDecimal(f.serviceFeeFen),
    netAmount: fenToDecimal(f.netFen),
  };
}

/** The finance data package behind the application: the applicant's, submitted, for this credit, not in use, every invoice VERIFIED and reserved, Σ 本次占用金额 ≥ amount. */
async function checkPackage(q: Queryable, corpId: string, packageNo: string, creditNo: string, amountFen: bigint): Promise<void> {
  const pkg = await packageForFinance(q, packageNo, corpId);
  if (!pkg || pkg.purpose !== 'FINANCE') throw rule('请选择本企业的融资资料');
  if (pkg.status !== 'SUBMITTED') throw rule('融资资料尚未提交');
  if (!pkg.creditNos.includes(creditNo)) throw rule('所选融资资料不是该凭证的融资资料');
  if (await repo.packageInUse(q, packageNo)) throw rule('该融资资料已用于其他融资申请');
  if (!pkg.allVerified) throw rule('融资资料中的发票须全部查验通过');
  if (pkg.invoices.some((i) => i.occupyState !== 'RESERVED')) throw rule('融资资料中的发票占用已释放，请重新提交融资资料');
  if (pkg.occupyTotalFen < amountFen) throw rule('发票本次占用金额合计不能低于融资金额');
}

/**
 * The FI reviewing a financing reads the package's contract, invoice and other scans (issue 14 part 3): the files
 * module's business link `FINANCE_APPLY` / the application number grants the FI every read of those files.
 */
export async function linkPackageToFi(q: Queryable, v: { packageNo: string; fiCorpId: string; appNo: string; now: number }): Promise<void> {
  await linkFiles(q, { fileIds: await packageFileIds(q, v.packageNo), corpIds: [v.fiCorpId], bizType: 'FINANCE_APPLY', bizNo: v.appNo, now: v.now });
}

/** 融资申请 (§7.7): the credit goes 融资中 and the application waits for the director. */
export async function financeApply(
  env: ServiceEnv,
  actor: Actor,
  input: { fiCorpId: string; line: { creditNo: string; amount: string }; receiveAccountId: string; packageNo: string; remark?: string | undefined },
): Promise<FinanceDetail> {
  let quote: QuoteRow | null = null;
  const check = async (ctx: LedgerContext, parts: CheckedPart[]) => {
    const part = parts[0]!;
    quote = await checkFiAndTerm(ctx.tx, actor, ctx.businessDate, input.fiCorpId, part.credit);
    const account = await repo.accountRow(ctx.tx, input.receiveAccountId);
    if (!account || account.corp_id !== actor.corpId || account.status !== 'ACTIVE' || !['SETTLEMENT', 'ELECTRONIC'].includes(account.account_type))
      throw rule('请选择本企业的结算户或电子账户');
    await checkPackage(ctx.tx, actor.corpId, input.packageNo, part.credit.credit_no, part.amountFen);
  };
  const children = async (ctx: LedgerContext, appNo: string, parts: CheckedPart[]) => {
    const part = parts[0]!;
    const q = quote!;
    const f = figuresOf(q, part.amountFen, ctx.businessDate, part.credit.due_date);
    await repo.insertFinanceApp(ctx.tx, {
      appNo,
      fiCorpId: input.fiCorpId,
      creditNo: part.credit.credit_no,
      packageNo: input.packageNo,
      receiveAccountId: input.receiveAccountId,
      annualRate: q.annual_rate,
      serviceFeeRate: q.service_fee_rate,
      interestPayer: q.interest_payer,
      valueDate: ctx.businessDate,
      dueDate: part.credit.due_date,
      days: f.days,
      financeFen: part.amountFen,
      interestFen: f.interestFen,
      serviceFeeFen: f.serviceFeeFen,
      netFen: f.netFen,
    });
    await setPackageVerdict(ctx.tx, input.packageNo, 'PENDING', '待金融机构审核');
    await linkPackageToFi(ctx.tx, { packageNo: input.packageNo, fiCorpId: input.fiCorpId, appNo, now: ctx.now });
  };
  const { app } = await applyOnHeldCredits(
    env,
    actor,
    { bizType: 'FINANCE', counterpartyCorpId: input.fiCorpId, lines: [input.line], tooMuch: FINANCE_TOO_MUCH, reason: input.remark ?? '' },
    check,
    children,
  );
  return financeDetail(env.db, actor, app.app_no);
}

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

const STAGE: Record<string, string> = {
  PENDING_REVIEW: '待主管复核',
  PENDING_FI: '待客户经理审核',
  PENDING_FINAL: '待产品经理审批',
  PENDING_FUNDING: '待放款',
};

/** A financing as a list row (融资查询, 供应商融资查询). */
export const financeRowView = (r: repo.FinanceListRow): FinanceRow => ({
  appNo: r.app_no,
  status: r.status,
  statusLabel: APP_STATUS_LABEL[r.status],
  applicant: { corpId: r.applicant_corp_id, corpName: r.applicant_name },
  fi: { corpId: r.fi_corp_id, corpName: r.fi_name },
  creditNo: r.credit_no,
  financeAmount: fenToDecimal(fen(r.finance_fen)),
  netAmount: fenToDecimal(fen(r.net_fen)),
  annualRate: r.annual_rate,
  dueDate: r.due_date,
  loanNo: r.loan_no,
  createdAt: new Date(Number(r.created_at)).toISOString(),
  businessDate: r.business_date,
  stage: STAGE[r.status] ?? '',
});

export async function financeList(q: Queryable, actor: Actor, query: FinanceListQuery): Promise<Page<FinanceRow>> {
  const keyword = query.filters?.keyword?.trim();
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
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
  if (!f) throw notFound();
  const pkg = await packageForFinance(q, f.package_no, application.applicant.corpId);
  const invoices = pkg?.invoices ?? [];
  const others = await repo.heldByOthers(
    q,
    f.package_no,
    invoices.map((i) => i.invoiceId),
  );
  const account = await repo.accountRow(q, f.receive_account_id);
  const children = await q.query<{ credit_no: string; holder_corp_id: string }>(
    'SELECT credit_no, holder_corp_id FROM credit WHERE parent_no = $1 ORDER BY credit_no',
    [f.credit_no],
  );
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

/** The FI's steps: the application must be addressed to the caller's corporation as the FI. */
async function asFi(q: Queryable, actor: Actor, appNo: string): Promise<void> {
  const f = await repo.financeAppOf(q, appNo);
  if (!f || f.fi_corp_id !== actor.corpId) throw notFound();
}

export async function fiPass(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await proceed(env, actor, appNo, 'DECIDE', comment);
  return financeDetail(env.db, actor, appNo);
}

export async function fiReject(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await decide(env, actor, appNo, 'REJECT', comment);
  return financeDetail(env.db, actor, appNo);
}

/** The text the product manager signs (FIN_APPLY_APPROVE): one application of the caller's FI at a time. */
export async function fiApproveOriginal(env: ServiceEnv, actor: Actor, ids: readonly string[]): Promise<string> {
  if (ids.length !== 1 || !ids[0]) throw rule('一次只能签署一笔申请');
  await asFi(env.db, actor, ids[0]);
  return approvalOriginal(env, actor, ids[0], 'FIN_APPLY_APPROVE');
}

export async function fiApprove(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await approve(env, actor, appNo, payload);
  return financeDetail(env.db, actor, appNo);
}

export async function fund(env: ServiceEnv, actor: Actor, appNo: string): Promise<FinanceDetail> {
  await asFi(env.db, actor, appNo);
  await proceed(env, actor, appNo, 'FUND');
  return financeDetail(env.db, actor, appNo);
}

/**
 * The steps the credits machine runs for financing inside its transitions: an application that ends without funding
 * frees its invoices; funding recomputes the figures at the business date (the value date), numbers the loan and
 * occupies the invoices — then the machine splits the credit (FINANCED to the FI, the rest HELD by the applicant).
 */
export const financeAppHooks: Readonly<Record<Exclude<AppHookName, 'BUYER_PAID_START'>, AppHook>> = {
  FINANCE_END: async (ctx: LedgerContext, app: AppRow) => {
    const f = await repo.financeAppOf(ctx.tx, app.app_no);
    if (!f) throw new Error(`${app.app_no} has no finance row`);
    await releaseInvoices(ctx.tx, f.package_no);
    await setPackageVerdict(ctx.tx, f.package_no, 'REJECT', '融资申请已终止，发票占用已释放');
  },
  FINANCE_FUND: async (ctx: LedgerContext, app: AppRow) => {
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
  },
};

/**
 * 买方付息 — the core's buyer-paid-interest financing (核心企业融资申请 / 审批 / 查询, domain.md §7.7 `core/finance/*`).
 *
 * The core's operator applies, at the FI of the issuing line, for credits its group issued that a supplier holds
 * (持有中, not locked, enough term left, a quote for the term); nothing is locked — the credits stay the holders'.
 * The core's director approves with the key (the generic CORE_FINANCE application; maker–checker), and the hook
 * records each credit as 买方付息 at that FI and tells its holder. A supplier who then finances such a credit there
 * gets the quote with interestPayer CORE (finance.service): netAmount = financeAmount, the interest and the fee are
 * billed to the core, which 核心企业融资查询 shows per application. The supplier still applies and signs itself: the
 * core never moves a supplier's credit (docs/adr/0022).
 */
import { APP_STATUS_LABEL } from '@scf/api/contract';
import type {
  BuyerPaidApplyInput,
  BuyerPaidDetail,
  BuyerPaidEstimate,
  BuyerPaidOptions,
  BuyerPaidPreviewInput,
  BuyerPaidQuery,
  BuyerPaidRow,
  Page,
} from '@scf/api/contract';
import { calendarDaysBetween, fenToDecimal, splitShare } from '@scf/api/money';
import { refuse } from '../../platform/refusal';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, applicationDetail, createApp, inLedger, ledgerProductOf, newApp, nextAppNo } from '../applications';
import { insertAppCredits } from '../credits';
import * as repo from './buyer-paid.repo';
import { commitmentTerms } from './buyer-paid.rules';
import { MIN_REMAINING_DAYS, figuresOf, quoteAt } from './finance.rules';
import { fenOf as fen, yuanOf as yuan } from '../../platform/db/fen-column';

const rule = (message: string) => refuse.rule(message);
const termLeft = (businessDate: string, r: { due_date: string }) => calendarDaysBetween(businessDate, r.due_date) >= MIN_REMAINING_DAYS;

/** 核心企业融资申请's choices: the FIs of the group's lines and the credits that may be applied for. */
export async function buyerPaidOptions(q: Queryable, actor: Actor, businessDate: string): Promise<BuyerPaidOptions> {
  const rows = (await repo.eligibleCredits(q, actor.corpId, null)).filter((r) => termLeft(businessDate, r));
  const fis = new Map(rows.map((r) => [r.fi_corp_id, { corpId: r.fi_corp_id, corpName: r.fi_name }]));
  return {
    fis: [...fis.values()],
    credits: rows.map((r) => ({
      creditNo: r.credit_no,
      issuer: { corpId: r.issuer_corp_id, corpName: r.issuer_name },
      holder: { corpId: r.holder_corp_id, corpName: r.holder_name },
      amount: yuan(r.amount_fen),
      dueDate: r.due_date,
      fiCorpId: r.fi_corp_id,
      covered: Boolean(r.covered),
      pending: Boolean(r.pending),
      productType: r.product_type,
    })),
  };
}

/**
 * Every rule of the application, then what the core would bear for each credit financed in full at `valueDate`
 * (the FI's quote for the remaining term; 未配置报价 when there is none).
 */
async function estimateFor(
  q: Queryable,
  actor: Actor,
  valueDate: string,
  input: BuyerPaidPreviewInput,
): Promise<{ estimate: BuyerPaidEstimate; amountFen: Map<string, bigint>; terms: repo.CommitmentTerms; productType: 'CREDIT' | 'VOUCHER' }> {
  const nos = [...new Set(input.creditNos)];
  if (nos.length !== input.creditNos.length) throw rule('凭证不能重复选择');
  const rows = new Map((await repo.eligibleCredits(q, actor.corpId, nos)).map((r) => [r.credit_no, r]));
  const products = [...new Set([...rows.values()].map((r) => r.product_type))];
  if (products.length > 1) throw rule('电子债权凭证与支付通不能在同一申请中');
  const productType = products[0] ?? 'CREDIT';
  const terms = await commitmentTerms(q, productType, input, valueDate);
  const lines: BuyerPaidEstimate['lines'] = [];
  const amountFen = new Map<string, bigint>();
  let [sum, interest, fee] = [0n, 0n, 0n];
  for (const no of nos) {
    const r = rows.get(no);
    if (!r) throw rule(`凭证${no}不是本企业开立、由供应商持有中的凭证`);
    if (r.fi_corp_id !== input.fiCorpId) throw rule(`凭证${no}不是所选金融机构授信项下开立的凭证`);
    if (r.covered) throw rule(`凭证${no}已在该金融机构买方付息`);
    if (r.pending) throw rule(`凭证${no}已在待审批的买方付息申请中`);
    if (!termLeft(valueDate, r)) throw rule(`凭证${no}剩余期限不足${MIN_REMAINING_DAYS}天`);
    if (input.validUntil && input.validUntil > r.due_date) throw rule(`有效期至不能晚于凭证${no}的到期日`);
    const quote = await quoteAt(q, input.fiCorpId, r.issuer_corp_id, valueDate, r.due_date, r.product_type);
    const f = figuresOf({ ...quote, buyer_share_pct: terms.buyer_share_pct }, fen(r.amount_fen), valueDate, r.due_date);
    lines.push({
      creditNo: no,
      holder: { corpId: r.holder_corp_id, corpName: r.holder_name },
      amount: yuan(r.amount_fen),
      dueDate: r.due_date,
      days: f.days,
      annualRate: quote.annual_rate,
      serviceFeeRate: quote.service_fee_rate,
      interest: fenToDecimal(f.interestFen),
      serviceFee: fenToDecimal(f.serviceFeeFen),
      buyerCharge: fenToDecimal(f.buyerChargeFen),
    });
    amountFen.set(no, fen(r.amount_fen));
    sum += fen(r.amount_fen);
    interest += f.interestFen;
    fee += f.serviceFeeFen;
  }
  return {
    estimate: { valueDate, lines, total: { count: lines.length, amount: fenToDecimal(sum), interest: fenToDecimal(interest), serviceFee: fenToDecimal(fee) } },
    amountFen,
    terms,
    productType,
  };
}

export async function buyerPaidPreview(env: ServiceEnv, actor: Actor, input: BuyerPaidPreviewInput): Promise<BuyerPaidEstimate> {
  return (await estimateFor(env.db, actor, env.businessDate, input)).estimate;
}

/** 核心企业融资申请: one CORE_FINANCE application (待复核) naming the FI, with the credits and their amounts. */
export async function buyerPaidApply(env: ServiceEnv, actor: Actor, input: BuyerPaidApplyInput): Promise<BuyerPaidDetail> {
  const appNo = await inLedger(env, acting(actor), async (ctx) => {
    const { amountFen, terms, productType } = await estimateFor(ctx.tx, actor, ctx.businessDate, input);
    const no = await nextAppNo(ctx.tx, 'CORE_FINANCE', ctx.businessDate);
    const total = [...amountFen.values()].reduce((s, a) => s + a, 0n);
    await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo: no, bizType: 'CORE_FINANCE', productType, amountFen: total }),
        counterpartyCorpId: input.fiCorpId,
        reason: input.remark?.trim() ?? '',
      },
      'SUBMIT',
      async () => {
        await insertAppCredits(
          ctx.tx,
          no,
          [...amountFen].map(([creditNo, a]) => ({ creditNo, amountFen: a })),
        );
        await repo.insertTerms(ctx.tx, no, terms);
      },
    );
    return no;
  });
  return buyerPaidDetail(env, actor, appNo);
}

/** 买方应付状态 (domain-lines.md §17.2) from the FI's financed part: paid at maturity, overdue, else waiting. */
const BUYER_DUE_LABEL: Readonly<Record<string, string>> = { CASHED: '已扣收', OVERDUE: '逾期' };

const rowView = (r: repo.BuyerPaidListRow): BuyerPaidRow => ({
  appNo: r.app_no,
  status: r.status,
  statusLabel: r.status === 'COMPLETED' ? '已生效' : (APP_STATUS_LABEL[r.status as keyof typeof APP_STATUS_LABEL] ?? r.status),
  fi: { corpId: r.fi_corp_id, corpName: r.fi_name },
  creditCount: Number(r.credit_n),
  amount: yuan(r.amount_fen),
  borne: yuan(r.borne_fen),
  financedCount: Number(r.financed_n),
  createdBy: r.creator_name,
  createdAt: new Date(Number(r.created_at)).toISOString(),
  businessDate: r.business_date,
});

export async function buyerPaidList(q: Queryable, actor: Actor, query: BuyerPaidQuery): Promise<Page<BuyerPaidRow>> {
  const keyword = query.filters?.keyword?.trim();
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
  const { rows, total } = await repo.pageBuyerPaid(
    q,
    actor.corpId,
    { pattern, pending: query.filters?.scope === 'pending' },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return { total, rows: rows.map(rowView) };
}

/** 核心企业融资详情: the application (parties, timeline, actions), the estimate per credit, the financings made under it and what the core bore. */
export async function buyerPaidDetail(env: ServiceEnv, actor: Actor, appNo: string): Promise<BuyerPaidDetail> {
  const application = await applicationDetail(env.db, actor, appNo);
  if (application.bizType !== 'CORE_FINANCE') throw refuse.appNotFound();
  const fi = application.counterparty ?? { corpId: '', corpName: '' };
  const terms = await repo.termsOf(env.db, appNo);
  const valueDate = env.businessDate;
  const lines: BuyerPaidEstimate['lines'] = [];
  let [sum, interest, fee] = [0n, 0n, 0n];
  for (const c of await repo.creditsOfApp(env.db, appNo)) {
    const quote = await quoteAt(
      env.db,
      fi.corpId,
      c.issuer_corp_id,
      valueDate,
      c.due_date,
      ledgerProductOf({ app_no: appNo, product_type: application.productType }),
    ).catch(() => null);
    const days = Math.max(0, calendarDaysBetween(valueDate, c.due_date));
    const f = quote && days >= 1 ? figuresOf({ ...quote, buyer_share_pct: terms.buyer_share_pct }, fen(c.amount_fen), valueDate, c.due_date) : null;
    lines.push({
      creditNo: c.credit_no,
      holder: { corpId: c.holder_corp_id, corpName: c.holder_name },
      amount: yuan(c.amount_fen),
      dueDate: c.due_date,
      days,
      annualRate: quote?.annual_rate ?? '—',
      serviceFeeRate: quote?.service_fee_rate ?? '—',
      interest: fenToDecimal(f?.interestFen ?? 0n),
      serviceFee: fenToDecimal(f?.serviceFeeFen ?? 0n),
      buyerCharge: fenToDecimal(f?.buyerChargeFen ?? 0n),
    });
    sum += fen(c.amount_fen);
    interest += f?.interestFen ?? 0n;
    fee += f?.serviceFeeFen ?? 0n;
  }
  const financings = await repo.financingsUnder(env.db, appNo, fi.corpId);
  const funded = financings.filter((r) => r.status === 'COMPLETED');
  const borne = (r: repo.FinancingUnderRow) => ({
    interest: splitShare(fen(r.interest_fen), Number(r.buyer_share_pct)).buyerFen,
    fee: splitShare(fen(r.service_fee_fen), Number(r.buyer_share_pct)).buyerFen,
  });
  return {
    application,
    fi,
    interestPayer: terms.interest_payer,
    buyerSharePct: terms.buyer_share_pct,
    validUntil: terms.valid_until,
    estimate: { valueDate, lines, total: { count: lines.length, amount: fenToDecimal(sum), interest: fenToDecimal(interest), serviceFee: fenToDecimal(fee) } },
    financings: financings.map((r) => ({
      appNo: r.app_no,
      creditNo: r.credit_no,
      supplier: { corpId: r.supplier_corp_id, corpName: r.supplier_name },
      status: r.status,
      statusLabel: APP_STATUS_LABEL[r.status as keyof typeof APP_STATUS_LABEL] ?? r.status,
      financeAmount: yuan(r.finance_fen),
      interest: yuan(r.interest_fen),
      serviceFee: yuan(r.service_fee_fen),
      buyerCharge: yuan(r.buyer_charge_fen),
      sellerCharge: fenToDecimal(fen(r.finance_fen) - fen(r.net_fen)),
      buyerDueStatus: BUYER_DUE_LABEL[r.financed_status ?? ''] ?? (r.status === 'COMPLETED' ? '待到期扣收' : '—'),
      loanNo: r.loan_no,
    })),
    borne: {
      interest: fenToDecimal(funded.reduce((s, r) => s + borne(r).interest, 0n)),
      serviceFee: fenToDecimal(funded.reduce((s, r) => s + borne(r).fee, 0n)),
    },
  };
}

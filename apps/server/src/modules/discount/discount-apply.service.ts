import {
  BIZ_TYPE_LABEL,
  DISCOUNT_BATCH_MAX,
  DISCOUNT_REFUSALS,
  appStatusLabel,
  discountApplyInputSchema,
  discountListQuerySchema,
  discountTrialInputSchema,
} from '@scf/api/contract';
import type {
  BizType,
  DiscountAction,
  DiscountAppLine,
  DiscountApplyInput,
  DiscountDetail,
  DiscountHoldings,
  DiscountListQuery,
  DiscountRow,
  DiscountTotals,
  DiscountTrial,
  DiscountTrialInput,
  SignaturePayload,
} from '@scf/api/contract';
import { deferInterestDueDate, fenToDecimal, parseFen, partitionsPackage } from '@scf/api/money';
import type { DeferralRule } from '@scf/api/money';
import type { Page } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { ledgerConfig } from '../config';
import type { LedgerConfig } from '../config';
import { runKeySignedOperation } from '../ukey';
import {
  act,
  acting,
  appByNo,
  appDigest,
  approvalOriginal,
  approve,
  createApp,
  decide,
  detailOf,
  inLedger,
  insertFlow,
  loadApp,
  newApp,
  nextAppNo,
  proceed,
  transitionFor,
} from '../applications';
import type { Acting, AppRow, LedgerContext, OriginalType } from '../applications';
import { addBillEvent, insertRange, moveRange, nextRangeId, rangeBounds, rangeFen, rangesOf } from './bills.repo';
import type { RangeRow } from './bills.repo';
import { closePayerTodo, discountLines, openPayerTodo } from './discount-apply.effects';
import { discountOriginalType } from './discount-apply.flows';
import * as repo from './discount-apply.repo';
import type { DiscountAppRow, DiscountLineRow, PackageWithNames, QuoteRow } from './discount-apply.repo';
import { DISCOUNT_BASIS, buyerPctOf, figuresAt, holidayCalendar, ruleLabel, sameQuote, takeFrom } from './discount-apply.rules';
import type { Figures, Take } from './discount-apply.rules';

/**
 * 贴现 (domain-lines.md §20.4–§20.5): the seller's holdings, 贴现试算, the application, 贴现查询 and detail, 撤回, the
 * drawer's 买方付息确认 and the bank's 贴现审批. The flow's table is discount-apply.flows.ts; the DVP is in its effects.
 */

const money = (fen: bigint): string => fenToDecimal(fen);
const corp = (corpId: string, corpName: string) => ({ corpId, corpName });
const notFound = () => refuse.appNotFound();

// ---------------------------------------------------------------------------------------------------------------- reads

export async function holdings(env: ServiceEnv, actor: Actor): Promise<DiscountHoldings> {
  const q = env.db;
  const pkgs = await repo.heldPackages(q, actor.corpId);
  const live = await repo.liveRangesOf(
    q,
    actor.corpId,
    pkgs.map((p) => p.package_no),
  );
  const quotes = await repo.quotesFor(q, [...new Set(pkgs.map((p) => p.drawer_corp_id))]);
  const accounts = await repo.settlementAccounts(q, actor.corpId);
  return {
    businessDate: env.businessDate,
    packages: pkgs.map((p) => {
      const face = fenOf(p.amount_fen);
      const mine = live.filter((r) => r.package_no === p.package_no);
      const held = mine.filter((r) => r.status === 'HELD');
      const sum = (rs: RangeRow[]) => rs.reduce((s, r) => s + rangeFen(r, face), 0n);
      return {
        packageNo: p.package_no,
        drawer: corp(p.drawer_corp_id, p.drawer_name),
        acceptor: corp(p.acceptor_corp_id, p.acceptor_name),
        amount: money(face),
        issueDate: p.issue_date,
        dueDate: p.due_date,
        splittable: p.splittable,
        notTransferable: p.not_transferable,
        available: money(sum(held)),
        locked: money(sum(mine.filter((r) => r.status === 'DISCOUNTING'))),
        due: p.due_date <= env.businessDate,
        ranges: held.map((r) => ({ rangeId: r.range_id, start: String(r.start_no), end: String(r.end_no), amount: money(rangeFen(r, face)) })),
        quotes: quotes
          .filter((x) => x.drawer_corp_id === p.drawer_corp_id)
          .map((x) => ({
            fi: corp(x.fi_corp_id, x.fi_name),
            annualRate: x.annual_rate,
            deferralRule: x.deferral_rule,
            deferralRuleLabel: ruleLabel(x.deferral_rule),
            deferralDays: x.deferral_days,
          })),
      };
    }),
    accounts: accounts.map((a) => ({
      accountId: a.account_id,
      accountNo: a.account_no,
      accountName: a.account_name,
      bankName: a.bank_name,
      bankCode: a.bank_code,
      balance: money(fenOf(a.balance_fen)),
    })),
  };
}

interface PlannedLine {
  pkg: PackageWithNames;
  take: Take;
  figures: Figures;
}
interface Plan {
  quote: QuoteRow;
  buyerPct: number;
  /** The drawer paying the buyer part (买方/协议付息), null for 卖方付息. */
  payerCorpId: string | null;
  lines: PlannedLine[];
}

/**
 * The bills of a trial or an application, checked in the order the screen reads them: each bill the caller's, the
 * bank quoting its drawer, one quote for the batch, one drawer when the drawer pays, then per bill due date and the
 * sub-range it gives. `lock` takes the packages' row locks first (apply).
 */
async function plan(q: Queryable, corpId: string, input: DiscountTrialInput, date: string, lock: boolean): Promise<Plan> {
  if (input.lines.length > DISCOUNT_BATCH_MAX) throw refuse.rule(DISCOUNT_REFUSALS.batchMax);
  const nos = input.lines.map((l) => l.packageNo);
  if (new Set(nos).size !== nos.length) throw refuse.rule('同一票据不能重复选择');
  if (lock) await repo.lockPackages(q, nos);
  const pkgs = await repo.packagesByNo(q, nos);
  const live = await repo.liveRangesOf(q, corpId, nos);
  const pkgOf = (no: string): PackageWithNames => {
    const p = pkgs.find((x) => x.package_no === no);
    if (!p || !live.some((r) => r.package_no === no)) throw refuse.rule(`未持有票据${no}`);
    return p;
  };
  const picked = input.lines.map((l) => pkgOf(l.packageNo));
  const quotes: QuoteRow[] = [];
  for (const p of picked) {
    const quote = await repo.quoteOf(q, input.fiCorpId, p.drawer_corp_id);
    if (!quote) throw refuse.rule('所选贴现银行未对该出票人的票据报价');
    quotes.push(quote);
  }
  const quote = sameQuote(quotes);
  const buyerPct = buyerPctOf(input.payer, input.buyerPct);
  const drawers = [...new Set(picked.map((p) => p.drawer_corp_id))];
  if (input.payer !== 'SELLER' && drawers.length > 1) throw refuse.rule('买方付息或协议付息的同一批次须为同一出票人');
  const holidays = await holidayCalendar(q, date);
  const lines = input.lines.map((l, i) => {
    const pkg = picked[i]!;
    if (pkg.due_date <= date) throw refuse.rule(DISCOUNT_REFUSALS.due);
    const amountFen = parseFen(l.amount);
    const take = takeFrom(
      pkg,
      live.filter((r) => r.package_no === pkg.package_no),
      amountFen,
    );
    return { pkg, take, figures: figuresAt(date, pkg.due_date, amountFen, quote, buyerPct, holidays) };
  });
  return { quote, buyerPct, payerCorpId: input.payer === 'SELLER' ? null : (drawers[0] ?? null), lines };
}

function totalsOf(rows: ReadonlyArray<{ amountFen: bigint; f: Pick<Figures, 'interestFen' | 'buyerFen' | 'sellerFen' | 'proceedsFen'> }>): DiscountTotals {
  const sum = (k: (r: (typeof rows)[number]) => bigint) => money(rows.reduce((s, r) => s + k(r), 0n));
  return {
    amount: sum((r) => r.amountFen),
    interest: sum((r) => r.f.interestFen),
    buyer: sum((r) => r.f.buyerFen),
    seller: sum((r) => r.f.sellerFen),
    proceeds: sum((r) => r.f.proceedsFen),
  };
}

export async function trial(env: ServiceEnv, actor: Actor, raw: DiscountTrialInput): Promise<DiscountTrial> {
  const input = discountTrialInputSchema.parse(raw);
  const p = await plan(env.db, actor.corpId, input, env.businessDate, false);
  return {
    fi: corp(p.quote.fi_corp_id, p.quote.fi_name),
    trialDate: env.businessDate,
    annualRate: p.quote.annual_rate,
    deferralRule: p.quote.deferral_rule,
    deferralRuleLabel: ruleLabel(p.quote.deferral_rule),
    basis: DISCOUNT_BASIS,
    payer: input.payer,
    buyerPct: p.buyerPct,
    lines: p.lines.map((l) => ({
      packageNo: l.pkg.package_no,
      drawer: corp(l.pkg.drawer_corp_id, l.pkg.drawer_name),
      acceptor: corp(l.pkg.acceptor_corp_id, l.pkg.acceptor_name),
      dueDate: l.pkg.due_date,
      fromRangeId: l.take.from.range_id,
      start: String(l.take.start),
      end: String(l.take.end),
      amount: money(l.take.amountFen),
      galeDate: l.figures.galeDate,
      galeDateNote: l.figures.galeDateNote,
      days: l.figures.days,
      interest: money(l.figures.interestFen),
      buyer: money(l.figures.buyerFen),
      seller: money(l.figures.sellerFen),
      proceeds: money(l.figures.proceedsFen),
    })),
    totals: totalsOf(p.lines.map((l) => ({ amountFen: l.take.amountFen, f: l.figures }))),
  };
}

// ---------------------------------------------------------------------------------------------------------------- apply

/** The taken sub-range split off its held range (§20.1): the parent 已拆分, the taken part 贴现中 locked, the rest 持有中. */
async function lockTake(ctx: LedgerContext, appNo: string, take: Take, packageFen: bigint): Promise<string> {
  const from = take.from;
  const whole = take.start === BigInt(String(from.start_no)) && take.end === BigInt(String(from.end_no));
  if (whole) {
    if (!(await moveRange(ctx.tx, from.range_id, ['HELD'], 'DISCOUNTING', appNo))) throw refuse.rule(DISCOUNT_REFUSALS.occupied);
    return from.range_id;
  }
  if (!(await moveRange(ctx.tx, from.range_id, ['HELD'], 'SPLIT'))) throw refuse.rule(DISCOUNT_REFUSALS.occupied);
  const base = { packageNo: from.package_no, holderCorpId: from.holder_corp_id, parentRangeId: from.range_id, on: ctx.businessDate };
  const taken = await nextRangeId(ctx.tx);
  await insertRange(ctx.tx, { ...base, rangeId: taken, start: take.start, end: take.end, status: 'DISCOUNTING', lockedByApp: appNo });
  const { end } = rangeBounds(from);
  await insertRange(ctx.tx, { ...base, rangeId: await nextRangeId(ctx.tx), start: take.end + 1n, end, status: 'HELD', lockedByApp: null });
  const live = (await rangesOf(ctx.tx, from.package_no)).filter((r) => r.status !== 'SPLIT' && r.status !== 'CANCELLED');
  if (!partitionsPackage(live.map(rangeBounds), packageFen)) throw new Error(`package ${from.package_no}: ranges no longer partition it`);
  return taken;
}

/**
 * 提交: refused 请先完成贴现试算 unless the trial is of today with the bank's current rate; the packages locked in number
 * order, the sub-ranges taken (a concurrent apply of the same range waits, then finds it 贴现中: 票据已被其他申请占用);
 * one bill DISCOUNT_BILL, more DISCOUNT_BATCH, 待复核.
 */
export function apply(env: ServiceEnv, actor: Actor, raw: DiscountApplyInput): Promise<DiscountDetail> {
  const input = discountApplyInputSchema.parse(raw);
  return inLedger(env, acting(actor), async (ctx) => {
    const p = await plan(ctx.tx, actor.corpId, input, ctx.businessDate, true);
    if (input.trialDate !== ctx.businessDate || input.annualRate !== p.quote.annual_rate) throw refuse.rule(DISCOUNT_REFUSALS.trialFirst);
    const accounts = await repo.settlementAccounts(ctx.tx, actor.corpId);
    if (!accounts.some((a) => a.account_id === input.accountId)) throw refuse.rule('请选择本企业的结算账户作为入账账户');
    const bizType: BizType = p.lines.length === 1 ? 'DISCOUNT_BILL' : 'DISCOUNT_BATCH';
    const appNo = await nextAppNo(ctx.tx, bizType, ctx.businessDate);
    const amountFen = p.lines.reduce((s, l) => s + l.take.amountFen, 0n);
    await createApp(
      ctx,
      { ...newApp(ctx, { appNo, bizType, productType: 'DISCOUNT', amountFen }), counterpartyCorpId: p.quote.fi_corp_id, issuerCorpId: p.payerCorpId },
      'SUBMIT',
      async () => {
        await repo.insertDiscountApp(ctx.tx, {
          app_no: appNo,
          fi_corp_id: p.quote.fi_corp_id,
          seller_corp_id: actor.corpId,
          payer: input.payer,
          buyer_pct: p.buyerPct,
          annual_rate: p.quote.annual_rate,
          deferral_rule: p.quote.deferral_rule,
          deferral_days: p.quote.deferral_days,
          account_id: input.accountId,
          trial_date: ctx.businessDate,
          payer_corp_id: p.payerCorpId,
        });
        let seq = 0;
        for (const l of p.lines) {
          const rangeId = await lockTake(ctx, appNo, l.take, fenOf(l.pkg.amount_fen));
          seq += 1;
          await repo.insertLine(ctx.tx, {
            appNo,
            seq,
            packageNo: l.pkg.package_no,
            rangeId,
            amountFen: l.take.amountFen,
            fiCorpId: p.quote.fi_corp_id,
            annualRate: p.quote.annual_rate,
            deferralRule: p.quote.deferral_rule,
            deferralDays: p.quote.deferral_days,
            payer: input.payer,
            buyerPct: p.buyerPct,
            accountId: input.accountId,
            trialDate: ctx.businessDate,
            galeDate: l.figures.galeDate,
            days: l.figures.days,
            interestFen: l.figures.interestFen,
            buyerFen: l.figures.buyerFen,
            sellerFen: l.figures.sellerFen,
            proceedsFen: l.figures.proceedsFen,
          });
          await addBillEvent(ctx.tx, {
            packageNo: l.pkg.package_no,
            rangeId,
            at: new Date(ctx.now).toISOString(),
            kind: 'DISCOUNT_APPLIED',
            label: '贴现申请',
            corpId: actor.corpId,
            appNo,
            amountFen: l.take.amountFen,
          });
        }
      },
    );
    return discountDetail(ctx.tx, actor, appNo);
  });
}

// ---------------------------------------------------------------------------------------------------------------- views

interface Loaded {
  app: AppRow;
  d: DiscountAppRow;
  lines: DiscountLineRow[];
  pkgs: PackageWithNames[];
}

async function loadAll(q: Queryable, appNo: string, lock = false): Promise<Loaded | undefined> {
  const app = await appByNo(q, appNo, lock);
  const d = app && (await repo.discountAppOf(q, appNo));
  if (!app || !d) return undefined;
  const lines = await repo.linesOf(q, appNo);
  const pkgs = await repo.packagesByNo(
    q,
    lines.map((l) => l.package_no),
  );
  return { app, d, lines, pkgs };
}

const partyOf = (l: Loaded, corpId: string): boolean =>
  l.d.seller_corp_id === corpId || l.d.fi_corp_id === corpId || l.d.payer_corp_id === corpId || l.pkgs.some((p) => p.drawer_corp_id === corpId);

const lineTotals = (lines: readonly DiscountLineRow[]): DiscountTotals =>
  totalsOf(
    lines.map((l) => ({
      amountFen: fenOf(l.amount_fen),
      f: { interestFen: fenOf(l.interest_fen), buyerFen: fenOf(l.buyer_fen), sellerFen: fenOf(l.seller_fen), proceedsFen: fenOf(l.proceeds_fen) },
    })),
  );

function rowOf(l: Loaded): DiscountRow {
  const drawers = new Map(l.pkgs.map((p) => [p.drawer_corp_id, p.drawer_name]));
  return {
    appNo: l.app.app_no,
    bizType: l.app.biz_type,
    status: l.app.status,
    seller: corp(l.d.seller_corp_id, l.d.seller_name),
    fi: corp(l.d.fi_corp_id, l.d.fi_name),
    drawers: [...drawers].map(([id, name]) => corp(id, name)),
    payer: l.d.payer,
    buyerPct: l.d.buyer_pct,
    annualRate: l.d.annual_rate,
    billCount: l.lines.length,
    totals: lineTotals(l.lines),
    appliedDate: l.app.business_date,
    createdAt: new Date(Number(l.app.created_at)).toISOString(),
    updatedAt: new Date(Number(l.app.updated_at)).toISOString(),
    receivedOn: l.d.received_on,
  };
}

function actionsOf(l: Loaded, actor: Actor): DiscountAction[] {
  const s = l.app.status;
  const out: DiscountAction[] = [];
  if (actor.corpId === l.d.seller_corp_id && actor.role === 'ROLE_DIRECTOR' && (s === 'PENDING_PAYER' || s === 'PENDING_FI' || s === 'PENDING_FINAL'))
    out.push('REVOKE');
  if (actor.corpId === l.d.payer_corp_id && s === 'PENDING_PAYER') {
    if (actor.role === 'ROLE_OPERATOR' && !l.d.payer_confirmed_by) out.push('PAYER_CONFIRM');
    if (actor.role === 'ROLE_DIRECTOR' && l.d.payer_confirmed_by && l.d.payer_confirmed_by !== actor.userId) out.push('PAYER_SIGN');
    if (actor.role === 'ROLE_OPERATOR' || actor.role === 'ROLE_DIRECTOR') out.push('PAYER_REFUSE');
  }
  if (actor.corpId === l.d.fi_corp_id) {
    if (s === 'PENDING_FI' && actor.role === 'ROLE_CLIENT_MANAGER') out.push('FI_PASS', 'FI_REJECT');
    if (s === 'PENDING_FINAL' && actor.role === 'ROLE_PRODUCT_MANAGER' && l.app.decider_user_id !== actor.userId) out.push('FI_RECEIVE', 'FI_REJECT');
  }
  return out;
}

async function viewOf(q: Queryable, actor: Actor, l: Loaded): Promise<DiscountDetail> {
  const ranges = new Map<string, RangeRow>();
  for (const p of l.pkgs) for (const r of await rangesOf(q, p.package_no)) ranges.set(r.range_id, r);
  const holidays = await holidayCalendar(q, l.d.trial_date);
  const deferral = { rule: l.d.deferral_rule as DeferralRule, remote: false, extraDays: l.d.deferral_days };
  const lines: DiscountAppLine[] = l.lines.map((x) => {
    const pkg = l.pkgs.find((p) => p.package_no === x.package_no)!;
    const r = ranges.get(x.range_id);
    // What moved the 计息到期日 (国庆节顺延 …), as the trial said it.
    const moved = deferInterestDueDate(pkg.due_date, deferral, holidays);
    return {
      packageNo: x.package_no,
      drawer: corp(pkg.drawer_corp_id, pkg.drawer_name),
      acceptor: corp(pkg.acceptor_corp_id, pkg.acceptor_name),
      dueDate: pkg.due_date,
      fromRangeId: r?.parent_range_id ?? x.range_id,
      start: String(r?.start_no ?? ''),
      end: String(r?.end_no ?? ''),
      amount: money(fenOf(x.amount_fen)),
      galeDate: x.gale_date,
      galeDateNote: moved.galeDate === x.gale_date ? moved.note : null,
      days: x.days,
      interest: money(fenOf(x.interest_fen)),
      buyer: money(fenOf(x.buyer_fen)),
      seller: money(fenOf(x.seller_fen)),
      proceeds: money(fenOf(x.proceeds_fen)),
      rangeId: x.range_id,
      rangeStatus: r?.status ?? '',
    };
  });
  const account = (
    await q.query<{ account_id: string; account_no: string; account_name: string; bank_name: string; bank_code: string }>(
      'SELECT account_id, account_no, account_name, bank_name, bank_code FROM bank_account WHERE account_id = $1',
      [l.d.account_id],
    )
  )[0];
  return {
    application: await detailOf(q, acting(actor), l.app),
    row: rowOf(l),
    deferralRule: l.d.deferral_rule,
    deferralRuleLabel: ruleLabel(l.d.deferral_rule),
    basis: DISCOUNT_BASIS,
    trialDate: l.d.trial_date,
    account: {
      accountId: l.d.account_id,
      accountNo: account?.account_no ?? '',
      accountName: account?.account_name ?? '',
      bankName: account?.bank_name ?? '',
      bankCode: account?.bank_code ?? '',
    },
    lines,
    payerConfirmed: l.d.payer_confirmed_by !== null,
    actions: actionsOf(l, actor),
  };
}

/** One application for any of its parties (seller, bank, a drawer of its bills); another's reads as absent. */
export async function discountDetail(q: Queryable, actor: Actor, appNo: string): Promise<DiscountDetail> {
  const l = await loadAll(q, appNo);
  if (!l || !partyOf(l, actor.corpId)) throw notFound();
  return viewOf(q, actor, l);
}

export async function list(env: ServiceEnv, actor: Actor, raw: DiscountListQuery): Promise<Page<DiscountRow>> {
  const query = discountListQuerySchema.parse(raw);
  const f = query.filters ?? {};
  const statuses = f.status ? (f.statuses ? f.statuses.filter((s) => s === f.status) : [f.status]) : (f.statuses ?? null);
  const { appNos, total } = await repo.listAppNos(env.db, {
    corpId: actor.corpId,
    roles: f.role ? [f.role] : ['seller', 'fi', 'payer'],
    statuses,
    keyword: f.keyword?.trim() || null,
    dateFrom: f.dateFrom ?? null,
    dateTo: f.dateTo ?? null,
    order: query.sort?.field ?? 'createdAt',
    desc: (query.sort?.order ?? 'desc') === 'desc',
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  const rows: DiscountRow[] = [];
  for (const no of appNos) {
    const l = await loadAll(env.db, no);
    if (l) rows.push(rowOf(l));
  }
  return { rows, total };
}

// ---------------------------------------------------------------------------------------------------------------- seller 撤回

function head(app: AppRow, step: string, corpId: string): string[] {
  const side = app.counterparty_corp_id === corpId ? 'counterparty' : 'initiator';
  return [
    `${BIZ_TYPE_LABEL[app.biz_type]}${step}`,
    `申请编号：${app.app_no}`,
    `申请企业：${app.applicant_name}`,
    `申请状态：${appStatusLabel(app.status, side, app.biz_type)}`,
  ];
}

function revokeScope(config: LedgerConfig, actor: Actor, app: AppRow): ChallengeScope {
  if (app.status === 'COMPLETED') throw refuse.rule(DISCOUNT_REFUSALS.fiSigned);
  transitionFor(config, app, 'EXPIRE', acting(actor));
  return {
    userId: actor.userId,
    roleCode: actor.role,
    businessType: discountOriginalType(app, 'revoke'),
    businessIds: [app.app_no],
    stateDigest: appDigest(app),
  };
}

const oneId = (ids: readonly string[]): string => {
  if (ids.length !== 1 || !ids[0]) throw refuse.rule('一次只能签署一笔申请');
  return ids[0];
};

/** The DISCOUNT_*_REVOKE original: the seller's director 撤回 before the bank signs. */
export async function revokeOriginal(env: ServiceEnv, actor: Actor, ids: readonly string[], type: OriginalType): Promise<string> {
  const app = await loadApp(env.db, actor, oneId(ids), false);
  if (discountOriginalType(app, 'revoke') !== type) throw refuse.rule('签名原文类型与业务不符');
  const scope = revokeScope(await ledgerConfig(env.db), actor, app);
  return issueChallenge(env.db, env.now, scope, [...head(app, '撤回', actor.corpId), ...(await discountLines(env.db, app, 'revoke'))]);
}

/** The DISCOUNT_*_SIGN and *_RECEIVE originals: the engine's approval original of the application's status. */
export const approveOriginal = (env: ServiceEnv, actor: Actor, ids: readonly string[], type: OriginalType): Promise<string> =>
  approvalOriginal(env, actor, oneId(ids), type);

/** 撤回 (signed): in 待买方确认付息 / 待银行签收 / 待终审 → 已撤回, the ranges 持有中; after the bank signed: 银行已签收，不能撤回. */
export function revoke(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<DiscountDetail> {
  let locked: AppRow | undefined;
  let config: LedgerConfig | undefined;
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => {
      locked = await loadApp(tx, actor, appNo, true);
      config = await ledgerConfig(tx);
      return revokeScope(config, actor, locked);
    },
    effect: (tx, signedBy) =>
      inLedger(
        { db: tx, now: env.now, businessDate: env.businessDate },
        acting(actor),
        async (ctx) => {
          await act(ctx, locked!, 'EXPIRE');
          return discountDetail(tx, actor, appNo);
        },
        signedBy.serialNorm,
        config,
      ),
  });
}

// ---------------------------------------------------------------------------------------------------------------- drawer

/** The drawer's side of an application (买方/协议付息): its own confirmation steps; others read it as absent. */
async function payerApp(q: Queryable, actor: Actor, appNo: string, lock: boolean): Promise<Loaded> {
  const l = await loadAll(q, appNo, lock);
  if (!l || l.d.payer_corp_id !== actor.corpId) throw notFound();
  if (l.app.status !== 'PENDING_PAYER') throw refuse.state();
  return l;
}

/** The platform-side step the drawer takes (the engine's `system` side: the drawer is no party of the application). */
const asDrawer = (actor: Actor): Acting => ({ userId: actor.userId, corpId: actor.corpId, role: 'SYSTEM' });

/** The timeline names the drawer's step as it was taken: its user's role and the step's own word (flows' actionLabel). */
async function nameDrawerStep(q: Queryable, appNo: string, actor: Actor, action: 'PAYER_SIGN' | 'PAYER_REFUSE'): Promise<void> {
  await q.query("UPDATE flow_record SET role_code = $3, action = $4 WHERE app_no = $1 AND user_id = $2 AND role_code = 'SYSTEM' AND action = 'DECIDE'", [
    appNo,
    actor.userId,
    actor.role,
    action,
  ]);
}

/** 确认付息 (drawer's operator): recorded on the timeline; its director signs next. */
export function payerConfirm(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<DiscountDetail> {
  if (actor.role !== 'ROLE_OPERATOR') throw refuse.forbidden();
  return inLedger(env, acting(actor), async (ctx) => {
    const l = await payerApp(ctx.tx, actor, appNo, true);
    if (l.d.payer_confirmed_by) throw refuse.state();
    await repo.setPayerConfirmed(ctx.tx, appNo, actor.userId);
    await insertFlow(ctx.tx, {
      at: ctx.now,
      businessDate: ctx.businessDate,
      bizType: l.app.biz_type,
      appNo,
      creditNo: null,
      action: 'PAYER_CONFIRM',
      fromStatus: l.app.status,
      toStatus: l.app.status,
      corpId: actor.corpId,
      userId: actor.userId,
      roleCode: actor.role,
      comment,
      amountFen: fenOf(l.app.amount_fen),
      signedBy: null,
    });
    await openPayerTodo(ctx, l.app, 'ROLE_DIRECTOR');
    return discountDetail(ctx.tx, actor, appNo);
  });
}

function payerScope(actor: Actor, l: Loaded): ChallengeScope {
  if (actor.role !== 'ROLE_DIRECTOR') throw refuse.forbidden();
  if (!l.d.payer_confirmed_by) throw refuse.rule('请先由经办人确认付息');
  if (l.d.payer_confirmed_by === actor.userId) throw refuse.makerChecker();
  return { userId: actor.userId, roleCode: actor.role, businessType: 'CONTRACT_SIGN', businessIds: [l.app.app_no], stateDigest: appDigest(l.app) };
}

/** The CONTRACT_SIGN original of a discount (id = its number): the 买方付息确认书 with the buyer's amounts. */
export async function payerOriginal(env: ServiceEnv, actor: Actor, appNo: string): Promise<string> {
  const l = await payerApp(env.db, actor, appNo, false);
  const scope = payerScope(actor, l);
  return issueChallenge(env.db, env.now, scope, [...head(l.app, '买方付息确认', actor.corpId), ...(await discountLines(env.db, l.app, 'payer'))]);
}

/** The drawer's director signs the 买方付息确认书 → 待银行签收. */
export function payerSign(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<DiscountDetail> {
  let l: Loaded | undefined;
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => {
      l = await payerApp(tx, actor, appNo, true);
      return payerScope(actor, l);
    },
    effect: (tx, signedBy) =>
      inLedger(
        { db: tx, now: env.now, businessDate: env.businessDate },
        asDrawer(actor),
        async (ctx) => {
          await act(ctx, l!.app, 'DECIDE', { decision: 'ACCEPT' });
          await nameDrawerStep(tx, appNo, actor, 'PAYER_SIGN');
          await closePayerTodo(tx, appNo, ctx.now);
          return discountDetail(tx, actor, appNo);
        },
        signedBy.serialNorm,
      ),
  });
}

/** The drawer's 拒绝 (operator or director, 意见 required) → 已撤销, the ranges 持有中. */
export function payerRefuse(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<DiscountDetail> {
  if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'ROLE_DIRECTOR') throw refuse.forbidden();
  return inLedger(env, asDrawer(actor), async (ctx) => {
    const l = await payerApp(ctx.tx, actor, appNo, true);
    await act(ctx, l.app, 'DECIDE', { decision: 'REFUSE', comment });
    await nameDrawerStep(ctx.tx, appNo, actor, 'PAYER_REFUSE');
    return discountDetail(ctx.tx, actor, appNo);
  });
}

// ---------------------------------------------------------------------------------------------------------------- bank

export async function fiPass(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<DiscountDetail> {
  await proceed(env, actor, appNo, 'DECIDE', comment);
  return discountDetail(env.db, actor, appNo);
}

export async function fiReject(env: ServiceEnv, actor: Actor, appNo: string, comment: string): Promise<DiscountDetail> {
  await decide(env, actor, appNo, 'REJECT', comment);
  return discountDetail(env.db, actor, appNo);
}

/** 签收 (product manager, DISCOUNT_*_RECEIVE): the flow's settle effect is the DVP. */
export async function fiReceive(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload): Promise<DiscountDetail> {
  await approve(env, actor, appNo, payload);
  return discountDetail(env.db, actor, appNo);
}

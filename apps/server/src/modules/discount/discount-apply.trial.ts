import { discountTrialInputSchema, DISCOUNT_BATCH_MAX, DISCOUNT_REFUSALS } from '@scf/api/contract';
import type { DiscountHoldings, DiscountTrial, DiscountTrialInput } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { rangeFen } from './bills.repo';
import type { RangeRow } from './bills.repo';
import * as repo from './discount-apply.repo';
import type { PackageWithNames, QuoteRow } from './discount-apply.repo';
import { DISCOUNT_BASIS, buyerPctOf, figuresAt, holidayCalendar, ruleLabel, sameQuote, takeFrom } from './discount-apply.rules';
import type { Figures, Take } from './discount-apply.rules';
import { corp, money, totalsOf } from './discount-apply.view';

/** 贴现 (domain-lines.md §20.4–§20.5), first stage: the seller's holdings and 贴现试算 (the plan the application reuses). */

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

export interface PlannedLine {
  pkg: PackageWithNames;
  take: Take;
  figures: Figures;
}
export interface Plan {
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
export async function plan(q: Queryable, corpId: string, input: DiscountTrialInput, date: string, lock: boolean): Promise<Plan> {
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

import { discountListQuerySchema } from '@scf/api/contract';
import type { DiscountAction, DiscountAppLine, DiscountDetail, DiscountListQuery, DiscountRow, DiscountTotals, Page } from '@scf/api/contract';
import { deferInterestDueDate, fenToDecimal } from '@scf/api/money';
import type { DeferralRule } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { refuse } from '../../platform/refusal';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, appByNo, detailOf } from '../applications';
import type { AppRow } from '../applications';
import { rangesOf } from './bills.repo';
import type { RangeRow } from './bills.repo';
import * as repo from './discount-apply.repo';
import type { DiscountAppRow, DiscountLineRow, PackageWithNames } from './discount-apply.repo';
import { DISCOUNT_BASIS, holidayCalendar, ruleLabel } from './discount-apply.rules';
import type { Figures } from './discount-apply.rules';

/** 贴现 (domain-lines.md §20.4): 贴现查询 and an application's detail for each of its parties, with the steps it offers. */

export const money = (fen: bigint): string => fenToDecimal(fen);
export const corp = (corpId: string, corpName: string) => ({ corpId, corpName });
export const notFound = () => refuse.appNotFound();
export function totalsOf(
  rows: ReadonlyArray<{ amountFen: bigint; f: Pick<Figures, 'interestFen' | 'buyerFen' | 'sellerFen' | 'proceedsFen'> }>,
): DiscountTotals {
  const sum = (k: (r: (typeof rows)[number]) => bigint) => money(rows.reduce((s, r) => s + k(r), 0n));
  return {
    amount: sum((r) => r.amountFen),
    interest: sum((r) => r.f.interestFen),
    buyer: sum((r) => r.f.buyerFen),
    seller: sum((r) => r.f.sellerFen),
    proceeds: sum((r) => r.f.proceedsFen),
  };
}

export interface Loaded {
  app: AppRow;
  d: DiscountAppRow;
  lines: DiscountLineRow[];
  pkgs: PackageWithNames[];
}

export async function loadAll(q: Queryable, appNo: string, lock = false): Promise<Loaded | undefined> {
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

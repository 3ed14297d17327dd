import { maturityQuerySchema, pageWindow } from '@scf/api/contract';
import type { MaturityQuery, MaturityRow, Page } from '@scf/api/contract';
import { calendarDaysBetween, divRoundHalfUp, fenToDecimal } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import { payDateOf } from './bill-maturity.job';
import { pageMaturities } from './bill-maturity.repo';
import type { MaturityListRow } from './bill-maturity.repo';

/** What the list reads with: the database and the business date (a request's env, or an export job's). */
export interface ReadEnv {
  db: Queryable;
  businessDate: string;
}

const fen = (v: unknown): bigint => BigInt(String(v ?? 0));

/** §20.6: round2(shortfall × 0.05 % × daysOutstanding), HALF_UP once. */
export const advancePenaltyFen = (advanceFen: bigint, days: number): bigint => (days > 0 ? divRoundHalfUp(advanceFen * 5n * BigInt(days), 10_000n) : 0n);

/** Who may ask to 还款 a 垫款 on 到期付款查询: the drawer's operator (its director signs; the query role reads). */
export const mayRepay = (actor: Actor): boolean => actor.role === 'ROLE_OPERATOR';

/** Who may sign a waiting 还款申请 with the key: the drawer's director, never the user who asked (maker–checker). */
export const maySignRepay = (actor: Actor, requestedBy: string | null): boolean =>
  actor.role === 'ROLE_DIRECTOR' && requestedBy !== null && requestedBy !== actor.userId;

/** Days of penalty of an outstanding 垫款 on a business date: from the pay date (the day it was advanced). */
export const penaltyDaysOf = (payDate: string, businessDate: string): number => Math.max(0, calendarDaysBetween(payDate, businessDate));

export async function rowView(q: Queryable, actor: Actor, r: MaturityListRow, businessDate: string): Promise<MaturityRow> {
  const face = fen(r.amount_fen);
  const paid = r.pay_date !== null;
  const margin = fen(r.m_margin_fen);
  const settled = fen(r.debited_fen);
  const advance = fen(r.advance_fen);
  const outstanding = r.advance_status === 'OUTSTANDING';
  const repaid = r.advance_status === 'REPAID';
  const penaltyDays = outstanding && r.pay_date ? penaltyDaysOf(r.pay_date, businessDate) : repaid ? (r.penalty_days ?? 0) : 0;
  const penalty = outstanding ? advancePenaltyFen(advance, penaltyDays) : repaid ? fen(r.m_penalty_fen) : 0n;
  return {
    packageNo: r.package_no,
    acceptor: { corpId: r.acceptor_corp_id, corpName: r.acceptor_name },
    payee: { corpId: r.payee_corp_id, corpName: r.payee_name },
    dueDate: r.due_date,
    payDate: r.pay_date ?? (await payDateOf(q, r.due_date)),
    amount: fenToDecimal(face),
    margin: fenToDecimal(fen(r.margin_fen)),
    due: fenToDecimal(face),
    debited: fenToDecimal(margin + settled),
    debitedFromSettlement: fenToDecimal(settled),
    advance: fenToDecimal(advance),
    status: paid ? (r.advance_status ?? 'NONE') : 'UPCOMING',
    penalty: fenToDecimal(penalty),
    penaltyDays,
    repaidOn: r.repaid_on,
    canRepay: outstanding && r.repay_requested_by === null && mayRepay(actor),
    repayPending: outstanding && r.repay_requested_by !== null,
    canSign: outstanding && maySignRepay(actor, r.repay_requested_by),
  };
}

/** 到期付款查询 (domain-lines.md §20.6): the caller's own acceptances as drawer, paid (with 垫款) or coming due (待到期). */
export async function listMaturities(env: ReadEnv, actor: Actor, raw: MaturityQuery): Promise<Page<MaturityRow>> {
  const query = maturityQuerySchema.parse(raw);
  const { limit, offset } = pageWindow(query);
  const page = await pageMaturities(env.db, actor.corpId, query.filters ?? {}, query.sort?.order ?? 'asc', limit, offset);
  const rows: MaturityRow[] = [];
  for (const r of page.rows) rows.push(await rowView(env.db, actor, r, env.businessDate));
  return { rows, total: page.total };
}

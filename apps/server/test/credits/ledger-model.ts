/**
 * A small model of the ledger for the fast-check model test: what each operation should do (succeed or be refused)
 * and what the limits' figures, the applications' and credits' states become. It knows the rules of the state
 * table in its own words, so the real service and the model can disagree.
 */
import type { AppStatus, BizType, CreditStatus, RoleCode } from '@scf/api/contract';
import type { Queryable } from '../../src/platform/db/db';
import type { Actor } from '../../src/platform/security/actor';

export interface MFigures {
  allocated: bigint;
  used: bigint;
  frozen: bigint;
}
export interface MApp {
  appNo: string;
  biz: BizType;
  status: AppStatus;
  amount: bigint;
  applicant: string;
  creator: string;
  decider: string | null;
  /** ISSUE: the issuer; the others: the credits acted on. */
  issuer: string | null;
  credits: string[];
  change: bigint;
  decision: 'ACCEPT' | 'REFUSE' | null;
}
export interface MCredit {
  creditNo: string;
  status: CreditStatus;
  amount: bigint;
  issuer: string;
  holder: string;
  lockedBy: string | null;
}
export interface Model {
  total: bigint;
  line: MFigures;
  sub: MFigures;
  apps: Map<string, MApp>;
  credits: Map<string, MCredit>;
}

const b = (v: unknown) => BigInt(String(v));
const SERVED = ['ISSUE', 'WITHDRAW', 'SIGN', 'RECYCLE', 'LIMIT_DIST'];

/** The model as the database is now (each run starts from where the last one left it). */
export async function readModel(q: Queryable): Promise<Model> {
  const [l] = await q.query<Record<string, unknown>>("SELECT * FROM credit_line WHERE line_id = 'L1'");
  const [s] = await q.query<Record<string, unknown>>("SELECT * FROM sub_limit WHERE sub_limit_id = 'SL-L1-C2'");
  const apps = new Map<string, MApp>();
  for (const a of await q.query<Record<string, unknown>>(
    `SELECT a.*, d.change_fen, (SELECT array_agg(credit_no ORDER BY credit_no) FROM app_credit c WHERE c.app_no = a.app_no) AS nos FROM application a LEFT JOIN app_limit_dist d ON d.app_no = a.app_no`,
  )) {
    if (!SERVED.includes(String(a.biz_type))) continue;
    apps.set(String(a.app_no), {
      appNo: String(a.app_no),
      biz: a.biz_type as BizType,
      status: a.status as AppStatus,
      amount: b(a.amount_fen),
      applicant: String(a.applicant_corp_id),
      creator: String(a.creator_user_id),
      decider: (a.decider_user_id as string | null) ?? null,
      issuer: (a.issuer_corp_id as string | null) ?? null,
      credits: (a.nos as string[] | null) ?? [],
      change: a.change_fen === null || a.change_fen === undefined ? 0n : b(a.change_fen),
      decision: (a.decision as 'ACCEPT' | 'REFUSE' | null) ?? null,
    });
  }
  const credits = new Map<string, MCredit>();
  for (const c of await q.query<Record<string, unknown>>('SELECT * FROM credit')) {
    credits.set(String(c.credit_no), {
      creditNo: String(c.credit_no),
      status: c.status as CreditStatus,
      amount: b(c.amount_fen),
      issuer: String(c.issuer_corp_id),
      holder: String(c.holder_corp_id),
      lockedBy: (c.locked_by_app as string | null) ?? null,
    });
  }
  return {
    total: b(l?.total_fen),
    line: { allocated: b(l?.allocated_fen), used: b(l?.used_fen), frozen: b(l?.frozen_fen) },
    sub: { allocated: b(s?.allocated_fen), used: b(s?.used_fen), frozen: b(s?.frozen_fen) },
    apps,
    credits,
  };
}

/** The figures of the limit an issuer draws on: C2's sub-limit, or the group's line. */
export const limitOf = (m: Model, issuer: string): MFigures => (issuer === 'C2' ? m.sub : m.line);
export const available = (m: Model, issuer: string): bigint =>
  issuer === 'C2' ? m.sub.allocated - m.sub.used - m.sub.frozen : m.total - m.line.allocated - m.line.used - m.line.frozen;

export const is = (a: Actor, corp: string, role: RoleCode) => a.corpId === corp && a.role === role;

/** Issuers a user may issue for (domain.md §3.1): the group for itself and C2; C2 for itself. */
export const issuersOf = (corp: string): string[] => (corp === 'C1' ? ['C1', 'C2'] : corp === 'C2' ? ['C2'] : []);

/** Would this approval succeed (the director of the acting side, the right state, maker–checker), and for a decrease still fit? */
export function mayApprove(m: Model, a: MApp, actor: Actor): boolean {
  const pending = a.biz === 'SIGN' ? a.status === 'PENDING_CP_APPROVAL' : a.status === 'PENDING_REVIEW';
  if (!pending || !is(actor, a.applicant, 'ROLE_DIRECTOR') || actor.userId === a.creator || actor.userId === a.decider) return false;
  if (a.biz === 'LIMIT_DIST' && a.change < 0n) return m.sub.allocated + a.change >= m.sub.used + m.sub.frozen;
  return true;
}

export function mayReturn(a: MApp, actor: Actor): boolean {
  const pending = a.biz === 'SIGN' ? a.status === 'PENDING_CP_APPROVAL' : a.status === 'PENDING_REVIEW';
  return pending && is(actor, a.applicant, 'ROLE_DIRECTOR');
}

export function mayCancel(a: MApp, actor: Actor): boolean {
  if (!is(actor, a.applicant, 'ROLE_OPERATOR')) return false;
  if (a.biz === 'SIGN') return a.status === 'PENDING_CP_SIGN' || a.status === 'PENDING_CP_APPROVAL';
  return a.status === 'PENDING_REVIEW' || a.status === 'RETURNED' || a.status === 'DRAFT';
}

/** The credit moves an application's ending applies, and the limit each releases. */
function setCredits(m: Model, a: MApp, status: CreditStatus, lockedBy: string | null, release: boolean): void {
  for (const no of a.credits) {
    const c = m.credits.get(no);
    if (!c) continue;
    c.status = status;
    c.lockedBy = lockedBy;
    if (release) limitOf(m, c.issuer).used -= c.amount;
  }
}

/** The model's effect of an approval that succeeded; ISSUE adds the credits the service reported. */
export function applyApprove(m: Model, a: MApp, created: ReadonlyArray<{ creditNo: string; holder: string }>): void {
  switch (a.biz) {
    case 'ISSUE': {
      const l = limitOf(m, a.issuer ?? '');
      l.frozen -= a.amount;
      l.used += a.amount;
      for (const c of created)
        m.credits.set(c.creditNo, { creditNo: c.creditNo, status: 'PENDING_SIGN', amount: a.amount, issuer: a.issuer ?? '', holder: c.holder, lockedBy: null });
      a.status = 'COMPLETED';
      return;
    }
    case 'SIGN':
      setCredits(m, a, a.decision === 'ACCEPT' ? 'HELD' : 'REFUSED', null, a.decision === 'REFUSE');
      a.status = a.decision === 'ACCEPT' ? 'COMPLETED' : 'CP_REFUSED';
      return;
    case 'WITHDRAW':
      setCredits(m, a, 'WITHDRAWN', null, true);
      a.status = 'COMPLETED';
      return;
    case 'RECYCLE':
      setCredits(m, a, 'RECYCLED', null, true);
      a.status = 'COMPLETED';
      return;
    case 'LIMIT_DIST':
      if (a.change < 0n) m.line.allocated += a.change;
      m.sub.allocated += a.change;
      a.status = 'COMPLETED';
      return;
  }
}

/** Return (→ RETURNED, or back to the receiver's operator) and cancel (→ CANCELLED): what each undoes. */
export function applyEnd(m: Model, a: MApp, to: AppStatus): void {
  const wasPending = a.status === 'PENDING_REVIEW';
  if (a.biz === 'ISSUE' && wasPending) limitOf(m, a.issuer ?? '').frozen -= a.amount;
  if (a.biz === 'LIMIT_DIST' && wasPending && a.change > 0n) m.line.allocated -= a.change;
  if (a.biz === 'WITHDRAW' && wasPending) setCredits(m, a, 'PENDING_SIGN', null, false);
  if (a.biz === 'RECYCLE' && wasPending) setCredits(m, a, 'HELD', null, false);
  if (a.biz === 'SIGN' && to === 'CANCELLED') setCredits(m, a, 'PENDING_SIGN', null, false);
  a.status = to;
}

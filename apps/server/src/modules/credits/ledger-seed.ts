/**
 * Writes a declarative ledger (lines, sub-limits, contracts, applications, credit trees) the way the flows would have
 * left it: every figure moves through ledger entries with the same mapping the services use (limit-figures.ts), the
 * open applications lock their credits and freeze their amounts, and the pending steps have their todos. The demo
 * seed (domain.md §13.3–§13.4) and `SEED=large` describe their data and call this; the invariant checker must pass on
 * the result. Batched: thousands of credits are a few statements.
 */
import { ROLE, productPath } from '@scf/api/contract';
import type { BizType, CreditStatus } from '@scf/api/contract';
import { need, numberAll } from './ledger-plan';
import type { LedgerPlan, Numbers } from './ledger-plan';
import type { Queryable } from '../../platform/db/db';
import { pendingOf, insertApp, updateAppStatus, insertFlows, advanceSequence, staffByCorpRole, openTodo, seededAppSteps } from '../applications';
import { SIGN_FOR_TODO } from './sign-for-todo';
import { insertAppCredits, replaceIssueLines } from './app-parts.repo';
import { insertLimitDist, ZERO, addFigures, figureDeltas, applyDeltas, insertLedgerEntries, insertLine } from '../limits';
import type { CreditTransitionName } from './credit.state';
import { insertCredits } from './credit.repo';
import type { NewCredit } from './credit.repo';
import type { NewFlow, Staff } from '../applications';
import type { Figures, LedgerEntry } from '../limits';
import { insertContract } from './counterparty.repo';

/** The step that put a credit in its status, for its flow record. */
const VIA: Partial<Record<CreditStatus, CreditTransitionName>> = {
  HELD: 'SIGN_ACCEPT',
  REFUSED: 'SIGN_REFUSE',
  WITHDRAWING: 'WITHDRAW_LOCK',
  WITHDRAWN: 'WITHDRAW_DONE',
  RECYCLED: 'RECYCLE_DONE',
  TRANSFERRING: 'TRANSFER_LOCK',
  FINANCING: 'FINANCE_LOCK',
  RETURNING: 'RETURN_LOCK',
  POOLED: 'POND_IN',
  CASHED: 'CASH_PAID',
};

const CANCELLED: readonly CreditStatus[] = ['REFUSED', 'WITHDRAWN', 'RECYCLED'];

class Ledger {
  readonly entries: LedgerEntry[] = [];
  private readonly deltas = new Map<string, { lineId: string; subLimitId: string | null; line: Figures; sub: Figures }>();
  constructor(private readonly at: number) {}

  move(
    lineId: string,
    subLimitId: string | null,
    kind: LedgerEntry['kind'],
    amountFen: bigint,
    biz: { bizType: BizType; bizNo: string; corpId: string; date: string },
  ): void {
    const d = figureDeltas(biz.bizType, kind, subLimitId !== null, amountFen);
    const k = `${lineId}/${subLimitId ?? ''}`;
    const cur = this.deltas.get(k) ?? { lineId, subLimitId, line: ZERO, sub: ZERO };
    this.deltas.set(k, { lineId, subLimitId, line: addFigures(cur.line, d.line), sub: addFigures(cur.sub, d.sub) });
    this.entries.push({ lineId, subLimitId, kind, bizType: biz.bizType, bizNo: biz.bizNo, corpId: biz.corpId, amountFen, at: this.at, businessDate: biz.date });
  }

  async write(q: Queryable): Promise<void> {
    await insertLedgerEntries(q, this.entries);
    // Line deltas first, summed over its sub-limits, so a sub's allocation never lands before the line's.
    const lines = new Map<string, Figures>();
    for (const d of this.deltas.values()) lines.set(d.lineId, addFigures(lines.get(d.lineId) ?? ZERO, d.line));
    for (const [lineId, line] of lines) if (!(await applyDeltas(q, lineId, null, { line, sub: ZERO }))) throw new Error(`ledger plan exceeds line ${lineId}`);
    for (const d of this.deltas.values()) {
      if (d.subLimitId && !(await applyDeltas(q, d.lineId, d.subLimitId, { line: ZERO, sub: d.sub })))
        throw new Error(`ledger plan exceeds sub-limit ${d.subLimitId}`);
    }
  }
}

/** A seeded credit step is signed by its corporation's signer: its director, at a bank its 产品经理 (none: 系统). */
const signedFor = (staff: Staff, corpId: string): Pick<NewFlow, 'userId' | 'roleCode'> => {
  for (const role of [ROLE.director, ROLE.productManager]) {
    const userId = staff.get(`${corpId}/${role}`);
    if (userId) return { userId, roleCode: role };
  }
  return { userId: null, roleCode: 'SYSTEM' };
};

const DAY_MS = 86_400_000;

/** A credit's step is the effect of its application's last step: half an hour after the day's application steps begin. */
const AFTER_APP_STEPS_MS = 30 * 60_000;

/** The seeding instant moved to a record's own business date (its time of day kept): a seeded step happened then. */
const onDate = (at: number, date: string): number => Date.parse(`${date}T00:00:00Z`) + (((at % DAY_MS) + DAY_MS) % DAY_MS);

/** Writes the applications; returns their own steps (提交, 同意…) for the flow records. */
async function writeApps(q: Queryable, plan: LedgerPlan, n: Numbers, ledger: Ledger, seededAt: number, staff: Staff): Promise<NewFlow[]> {
  const steps: NewFlow[] = [];
  for (const a of plan.apps) {
    const appNo = need(n.app, a.key);
    const at = onDate(seededAt, a.businessDate);
    steps.push(...seededAppSteps(a, appNo, at, staff));
    await insertApp(
      q,
      {
        appNo,
        bizType: a.bizType,
        productType: plan.product,
        applicantCorpId: a.applicantCorpId,
        counterpartyCorpId: a.counterpartyCorpId ?? null,
        issuerCorpId: a.issuerCorpId ?? null,
        lineId: a.lineId ?? null,
        subLimitId: a.subLimitId ?? null,
        amountFen: a.amountFen,
        decision: a.decision ?? null,
        reason: a.reason ?? '',
        comment: '',
        creatorUserId: a.creator,
        deciderUserId: a.bizType === 'SIGN' ? a.creator : null,
        businessDate: a.businessDate,
        at,
      },
      a.status,
    );
    if (a.approver) await updateAppStatus(q, appNo, a.status, { to: a.status, at, approverUserId: a.approver });
    if (a.lines)
      await replaceIssueLines(
        q,
        appNo,
        a.lines.map((l) => ({ ...l, receiverAccountId: null, remark: '' })),
      );
    if (a.targetCorpId && a.changeFen !== undefined) await insertLimitDist(q, appNo, a.targetCorpId, a.changeFen);
    const open = a.status === 'PENDING_REVIEW' || a.status === 'PENDING_FINAL';
    const biz = { bizType: a.bizType, bizNo: appNo, corpId: a.issuerCorpId ?? a.applicantCorpId, date: a.businessDate };
    if (a.bizType === 'ISSUE' && open && a.lineId) ledger.move(a.lineId, a.subLimitId ?? null, 'FREEZE', a.amountFen, biz);
    if (a.bizType === 'LIMIT_DIST' && a.lineId && a.changeFen !== undefined && a.changeFen > 0n) {
      if (a.status === 'COMPLETED') ledger.move(a.lineId, a.subLimitId ?? null, 'USE', a.changeFen, biz);
      else if (open) ledger.move(a.lineId, a.subLimitId ?? null, 'FREEZE', a.changeFen, biz);
    }
    const work = pendingOf(a.bizType, a.status);
    const corpId = work && (work.side === 'counterparty' ? a.counterpartyCorpId : a.applicantCorpId);
    if (work && corpId) {
      await openTodo(q, {
        corpId,
        roleCode: work.role,
        bizType: a.bizType,
        title: work.title,
        appNo,
        creditNo: null,
        amountFen: a.amountFen,
        path: productPath(plan.product, work.path),
        at,
        businessDate: a.businessDate,
      });
    }
  }
  return steps;
}

function creditRows(
  plan: LedgerPlan,
  n: Numbers,
  ledger: Ledger,
  at: number,
  context: { revolving: ReadonlyMap<string, boolean>; staff: Staff },
): { rows: NewCredit[]; flows: NewFlow[] } {
  const { revolving, staff } = context;
  const byKey = new Map(plan.credits.map((c) => [c.key, c]));
  const parents = new Set(plan.credits.flatMap((c) => (c.parentKey ? [c.parentKey] : [])));
  const appNoOfLock = new Map(plan.apps.map((a) => [a.key, need(n.app, a.key)]));
  const rows: NewCredit[] = [];
  const flows: NewFlow[] = [];
  for (const c of plan.credits) {
    const creditNo = need(n.credit, c.key);
    let root = c;
    while (root.parentKey) root = byKey.get(root.parentKey) ?? root;
    const rootNo = need(n.credit, root.key);
    const acquired = c.acquiredDate ?? c.issueDate;
    rows.push({
      creditNo,
      productType: plan.product,
      rootNo,
      parentNo: c.parentKey ? need(n.credit, c.parentKey) : null,
      issuerCorpId: c.issuerCorpId,
      issuerAccountId: null,
      lineId: root.lineId,
      subLimitId: root.subLimitId ?? null,
      // 原始持有人: the first receiver, for every credit of the tree.
      originalHolderCorpId: root.holderCorpId,
      holderCorpId: c.holderCorpId,
      holderAccountId: null,
      amountFen: c.amountFen,
      issueDate: c.issueDate,
      dueDate: c.dueDate,
      acquiredDate: acquired,
      statusDate: c.statusDate ?? acquired,
      status: c.status,
      lockedByApp: c.lockedBy ? (appNoOfLock.get(c.lockedBy) ?? null) : null,
      remark: c.remark ?? '',
      at,
    });
    const biz = { bizType: 'ISSUE' as const, bizNo: creditNo, corpId: c.issuerCorpId, date: c.issueDate };
    if (!c.parentKey) ledger.move(root.lineId, root.subLimitId ?? null, 'USE', c.amountFen, biz);
    const leaf = !parents.has(c.key);
    if (leaf && (CANCELLED.includes(c.status) || (c.status === 'CASHED' && revolving.get(root.lineId)))) {
      ledger.move(root.lineId, root.subLimitId ?? null, 'RELEASE', c.amountFen, { ...biz, date: c.statusDate ?? c.dueDate });
    }
    const record = (action: string, from: CreditStatus | null, to: CreditStatus, date: string, corpId: string): NewFlow => ({
      ...signedFor(staff, corpId),
      at: onDate(at, date) + AFTER_APP_STEPS_MS,
      businessDate: date,
      bizType: null,
      appNo: null,
      creditNo,
      action,
      fromStatus: from,
      toStatus: to,
      corpId,
      comment: '',
      amountFen: c.amountFen,
      signedBy: null,
    });
    const created: CreditStatus = c.parentKey ? 'HELD' : 'PENDING_SIGN';
    flows.push(record(c.parentKey ? 'SPLIT' : 'ISSUE', null, created, acquired, c.parentKey ? c.holderCorpId : c.issuerCorpId));
    const via = c.status === 'SPLIT' ? undefined : VIA[c.status];
    if (via && c.status !== created) flows.push(record(via, created, c.status, c.statusDate ?? acquired, c.holderCorpId));
  }
  return { rows, flows };
}

/** Write the plan into an empty ledger (or on top of an earlier plan, with `offset`), then move the number sequences past it. */
export async function writeLedgerPlan(q: Queryable, plan: LedgerPlan, at: number): Promise<void> {
  for (const l of plan.lines) await insertLine(q, l);
  for (const s of plan.subLimits)
    await q.query("INSERT INTO sub_limit (sub_limit_id, line_id, corp_id, status) VALUES ($1, $2, $3, 'ACTIVE')", [s.subLimitId, s.lineId, s.corpId]);
  for (const c of plan.contracts) await insertContract(q, c);
  const n = numberAll(plan);
  const ledger = new Ledger(at);
  const revolving = new Map(
    (await q.query<{ line_id: string; revolving: boolean }>('SELECT line_id, revolving FROM credit_line')).map((r) => [r.line_id, r.revolving]),
  );
  const staff = await staffByCorpRole(q);
  const { rows, flows } = creditRows(plan, n, ledger, at, { revolving, staff });
  // Roots before children (the tree's foreign keys), the applications after the credits they list.
  for (let i = 0; i < rows.length; i += 1000) await insertCredits(q, rows.slice(i, i + 1000));
  const appSteps = await writeApps(q, plan, n, ledger, at, staff);
  for (const a of plan.apps) {
    if (a.credits?.length)
      await insertAppCredits(
        q,
        need(n.app, a.key),
        a.credits.map((c) => ({ creditNo: need(n.credit, c.key), amountFen: c.amountFen })),
      );
  }
  await ledger.write(q);
  // Every step in the order it happened, as the records are read in flow_id order: a credit's step lands half an hour
  // after its day's application steps began (AFTER_APP_STEPS_MS).
  const steps = [...flows, ...appSteps].sort((a, b) => a.at - b.at);
  for (let i = 0; i < steps.length; i += 2000) await insertFlows(q, steps.slice(i, i + 2000));
  for (const c of plan.credits) {
    if (c.status === 'PENDING_SIGN' && !c.lockedBy) {
      await openTodo(q, {
        corpId: c.holderCorpId,
        roleCode: SIGN_FOR_TODO.role,
        bizType: 'SIGN',
        title: SIGN_FOR_TODO.title,
        appNo: null,
        creditNo: need(n.credit, c.key),
        amountFen: c.amountFen,
        path: productPath(plan.product, SIGN_FOR_TODO.path),
        at,
        businessDate: c.acquiredDate ?? c.issueDate,
      });
    }
  }
  await advanceSequence(q, 'credit_no_seq', (plan.offset?.credits ?? 0) + plan.credits.length);
  await advanceSequence(q, 'app_no_seq', (plan.offset?.apps ?? 0) + plan.apps.length);
}

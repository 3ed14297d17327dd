/**
 * The flow records of a seeded application: the steps of its own state machine (its flow definition) that lead from
 * nothing to the status the demo ledger gives it, each by the person the plan names for it — so its 流转记录 reads
 * as if the flow had run (提交 by the operator, 同意 by the director…).
 */
import type { AppStatus, BizType } from '@scf/api/contract';
import type { AppTransition } from './flow-definition';
import { servedFlow } from './flow-registry';
import type { NewFlow } from './flow.repo';

/** What a seeded application says about itself (a PlanApp of the ledger plan). */
export interface SeededApp {
  bizType: BizType;
  status: AppStatus;
  businessDate: string;
  applicantCorpId: string;
  counterpartyCorpId?: string;
  amountFen: bigint;
  creator: string;
  approver?: string;
}

/** The first active user of each corporation in each role, by `corpId/role` (party.repo.ts staffByCorpRole). */
export type Staff = ReadonlyMap<string, string>;

const STEP_MS = 5 * 60_000;

/** The shortest run of the business's transitions from nothing to `status` (guards aside), or null when none leads there. */
export function pathTo(bizType: BizType, status: AppStatus): AppTransition[] | null {
  const own = servedFlow(bizType)?.transitions ?? [];
  const queue: Array<{ at: AppStatus | null; path: AppTransition[] }> = [{ at: null, path: [] }];
  const seen = new Set<AppStatus | null>([null]);
  while (queue.length > 0) {
    const { at, path } = queue.shift()!;
    if (at === status) return path;
    for (const t of own) {
      if (!t.from.includes(at) || seen.has(t.to)) continue;
      seen.add(t.to);
      queue.push({ at: t.to, path: [...path, t] });
    }
  }
  return null;
}

/**
 * Who took a step: the plan names the applicant's operator (creator) and director (approver); the counterparty's step
 * is its first user in the step's role (the bank's 客户经理, 产品经理 …); the platform's own steps stay 系统.
 */
function actorOf(t: AppTransition, a: SeededApp, staff: Staff): string | null {
  if (t.side === 'applicant') return t.role === 'ROLE_OPERATOR' ? a.creator : (a.approver ?? null);
  if (t.side === 'counterparty' && a.counterpartyCorpId) return staff.get(`${a.counterpartyCorpId}/${t.role}`) ?? null;
  return null;
}

/** The steps of `a` as flow records, five minutes apart from `at` on its business date. */
export function seededAppSteps(a: SeededApp, appNo: string, at: number, staff: Staff): NewFlow[] {
  const path = pathTo(a.bizType, a.status) ?? [];
  return path.map((t, i) => {
    const user = actorOf(t, a, staff);
    return {
      at: at + i * STEP_MS,
      businessDate: a.businessDate,
      bizType: a.bizType,
      appNo,
      creditNo: null,
      action: t.action,
      fromStatus: path[i - 1]?.to ?? null,
      toStatus: t.to,
      corpId: t.side === 'counterparty' ? (a.counterpartyCorpId ?? a.applicantCorpId) : a.applicantCorpId,
      userId: user,
      roleCode: user ? t.role : 'SYSTEM',
      comment: '',
      amountFen: a.amountFen,
      signedBy: null,
    };
  });
}

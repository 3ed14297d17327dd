import type { AppStatus, BizType, CreditStatus, ProductType } from '@scf/api/contract';
import type { NewLine } from '../limits';
import { appNoOf } from '../applications';
import { creditNoOf } from './credit-numbers';
import type { insertContract } from './counterparty.repo';

/** A declarative ledger (lines, sub-limits, contracts, applications, credit trees) for the demo and large seeds, and its numbers. */

export interface PlanCredit {
  key: string;
  parentKey?: string;
  issuerCorpId: string;
  holderCorpId: string;
  amountFen: bigint;
  issueDate: string;
  dueDate: string;
  /** When the holder got it (children: the split's date); defaults to the issue date. */
  acquiredDate?: string;
  statusDate?: string;
  status: CreditStatus;
  /** The limit a root draws on; children draw on their root's. */
  lineId: string;
  subLimitId?: string;
  lockedBy?: string;
  remark?: string;
}

export interface PlanApp {
  key: string;
  bizType: BizType;
  status: AppStatus;
  businessDate: string;
  applicantCorpId: string;
  counterpartyCorpId?: string;
  issuerCorpId?: string;
  lineId?: string;
  subLimitId?: string;
  amountFen: bigint;
  creator: string;
  approver?: string;
  decision?: 'ACCEPT' | 'REFUSE';
  reason?: string;
  credits?: Array<{ key: string; amountFen: bigint }>;
  lines?: Array<{ receiverCorpId: string; amountFen: bigint; dueDate: string; contractId: string }>;
  targetCorpId?: string;
  changeFen?: bigint;
}

export interface LedgerPlan {
  product: ProductType;
  lines: NewLine[];
  subLimits: Array<{ subLimitId: string; lineId: string; corpId: string }>;
  contracts: Array<Parameters<typeof insertContract>[1]>;
  apps: PlanApp[];
  credits: PlanCredit[];
  /** Numbers already taken by earlier plans (large on top of demo). */
  offset?: { credits: number; apps: number };
}

export interface Numbers {
  credit: Map<string, string>;
  app: Map<string, string>;
}

export function numberAll(plan: LedgerPlan): Numbers {
  const credit = new Map(
    plan.credits.map((c, i) => [
      c.key,
      creditNoOf(plan.product, c.parentKey ? (c.acquiredDate ?? c.issueDate) : c.issueDate, (plan.offset?.credits ?? 0) + i + 1),
    ]),
  );
  const app = new Map(plan.apps.map((a, i) => [a.key, appNoOf(a.bizType, a.businessDate, (plan.offset?.apps ?? 0) + i + 1)]));
  return { credit, app };
}

export const need = (m: Map<string, string>, k: string): string => {
  const v = m.get(k);
  if (!v) throw new Error(`ledger plan: unknown key ${k}`);
  return v;
};

/** The numbers a plan gives its credits and applications, by key (tests and the demo's documentation use them). */
export function planNumbers(plan: LedgerPlan): { credits: Record<string, string>; apps: Record<string, string> } {
  const n = numberAll(plan);
  return { credits: Object.fromEntries(n.credit), apps: Object.fromEntries(n.app) };
}

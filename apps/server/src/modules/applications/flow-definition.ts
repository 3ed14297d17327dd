/**
 * What a business type is, as the applications engine runs it (design.md §5.12): its state table — every transition
 * with its action, the states it leaves from (null: a new application), the state it reaches, who may take it (side
 * and role), whether the key signs it, the maker–checker rule and its side effects — and the facts around it (whose
 * work each status is, where the applicant finds it, what the approver signs, what its effects do). Each business
 * module writes one `FlowDefinition` per type in its `<module>.flows.ts`; the engine (transitions.ts) reads only the
 * registry and is the only code that changes an application's status, and only through a row of a table.
 */
import type { AppStatus, BizType, ProductCode, RoleCode, SigningBusinessType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { LedgerConfig } from '../config';
import type { AppRow } from './application.repo';
import type { DetailParts } from './application.view';
import type { FlowRow } from './flow.repo';
import type { LedgerContext } from './ledger-context';

export type AppAction = 'SAVE' | 'SUBMIT' | 'APPROVE' | 'RETURN' | 'REJECT' | 'CANCEL' | 'DECIDE' | 'EXPIRE' | 'FUND';

/** Whose move it is: the applicant's corporation, the counterparty's, or the platform's own job. */
export type Side = 'applicant' | 'counterparty' | 'system';

/** A side effect of a transition: a kind its flow's module runs (`FlowDefinition.effects`), with its data. */
export interface EffectSpec {
  readonly kind: string;
}

/** Facts the executor knows about the application when it looks a transition up. */
export interface Facts {
  /** Amount at or above the configured final-review threshold (domain.md §3.2; off by default). */
  needsFinalReview: boolean;
  /** The counterparty operator's decision (sign-for, transfer, return). */
  decision: 'ACCEPT' | 'REFUSE' | null;
  /** The application names a counterparty (兑付确认: a bank holds the credit and confirms receipt). */
  hasCounterparty: boolean;
}
type Guard = (f: Facts) => boolean;

export interface AppTransition<E extends EffectSpec = EffectSpec> {
  name: string;
  action: AppAction;
  from: readonly (AppStatus | null)[];
  to: AppStatus;
  side: Side;
  role: RoleCode | 'SYSTEM';
  /** Taken with the director's (or final reviewer's) key. */
  signed: boolean;
  /** Who must not be the actor (domain.md §3.2 maker–checker): the creator, the receiver's deciding operator, or both creator and first approver. */
  makerChecker?: 'creator' | 'decider' | 'creatorAndApprover';
  guard?: Guard;
  /** Run in order inside the transition's transaction, before the status is written. */
  effects: readonly E[];
}

/** Whose work an application in a status is (the todo and the review queue), with the page where it is done. */
export interface Pending {
  side: Side;
  role: RoleCode;
  title: string;
  /** Portal path below the product's area (`/core/issue/issue-review`), or an absolute `/my/...` path. */
  path: string;
}

/** The spec §7 signing-original type an approval of an application signs (its module serves the original's call). */
export type OriginalType = SigningBusinessType;

export type EffectRunners<E extends EffectSpec> = {
  [K in E['kind']]: (ctx: LedgerContext, app: AppRow, effect: Extract<E, { kind: K }>) => Promise<void>;
};

export interface FlowDefinition<E extends EffectSpec = EffectSpec> {
  bizType: BizType;
  /** The product lines whose applications of this type the engine accepts (its numbers, todos and pages follow the product). */
  products: readonly ProductCode[];
  transitions: readonly AppTransition<E>[];
  pending: Partial<Record<AppStatus, Pending>>;
  /** Where the applicant finds an application with it open (`?appNo=`), below the product's area unless `/my/`. */
  applyPage?: string;
  /** The original an approval signs in the application's status (default CREDIT_ASSEMBLE). */
  originalType?: (app: AppRow) => OriginalType;
  /** The word of the signed step in the original's first line (default: 终审, 签收复核 or 复核 by status). */
  stepWord?: (app: AppRow) => string | undefined;
  /** The lines of the approval's original after its head (parties, amounts in figures and 大写, dates). */
  originalLines: (q: Queryable, app: AppRow) => Promise<string[]>;
  /**
   * Facts beyond the application row that its original states and its signature must cover (issue 26 Low: a financing's
   * bank, rates, figures and receiving account; a plan's payer and payee accounts): they enter the challenge's state
   * digest, so a change between the original and the submission is refused.
   */
  signedState?: (q: Queryable, app: AppRow) => Promise<Readonly<Record<string, string>>>;
  /** Runs each effect kind of the table. */
  effects: EffectRunners<E>;
  /** The timeline's word for a step of this type's records when it is not the engine's own (a credit move, 审核通过). */
  actionLabel?: (action: string) => string | undefined;
  /** Facts beyond the decision (ISSUE: the final-review threshold). */
  facts?: (config: LedgerConfig, app: AppRow) => Partial<Facts>;
  /**
   * The parts of the review screen this type fills (issue lines, credits, limit change); the engine adds the flow, or
   * takes the application's flow records when the parts were read with them (`flowRows`: one statement, issue 34).
   */
  detail?: (q: Queryable, app: AppRow) => Promise<Partial<Omit<DetailParts, 'flow'>> & { flowRows?: FlowRow[] }>;
  /**
   * Acted on only through its own calls (cash plans, whose approval pays): the generic approve, return, reject and
   * cancel routes refuse it.
   */
  ownRoutesOnly?: boolean;
}

/** Erase a definition's effect type for the registry (its runners still see their own kinds). */
export const flow = <E extends EffectSpec>(def: FlowDefinition<E>): FlowDefinition => def as unknown as FlowDefinition;

type Row<E extends EffectSpec> = Omit<AppTransition<E>, 'name' | 'signed' | 'side' | 'effects'> &
  Partial<Pick<AppTransition<E>, 'signed' | 'side' | 'effects'>>;

/** A business type's transitions from named rows: applicant's side, unsigned and without effects unless a row says so. */
export const transitions = <E extends EffectSpec>(biz: BizType, list: ReadonlyArray<readonly [string, Row<E>]>): AppTransition<E>[] =>
  list.map(([name, r]) => ({ name: `${biz}.${name}`, side: 'applicant', signed: false, effects: [], ...r }));

export const pending = (side: Side, role: RoleCode, title: string, path: string): Pending => ({ side, role, title, path });

/**
 * The reviewed shape most types share: the operator submits (→ 待复核), the director approves with the key (→ 已完成;
 * not the submitter), returns or rejects, and the operator cancels a pending or a returned one. `submitted` runs on
 * submit, `approved` on approval, `ended` on return, reject and the cancel of a pending one.
 */
export function reviewed<E extends EffectSpec>(biz: BizType, effects: { submitted?: E[]; approved: E[]; ended?: E[] }): AppTransition<E>[] {
  const ended = effects.ended ?? [];
  return transitions<E>(biz, [
    ['SUBMIT', { action: 'SUBMIT', from: [null], to: 'PENDING_REVIEW', role: ROLE_OP, effects: effects.submitted ?? [] }],
    [
      'APPROVE',
      { action: 'APPROVE', from: ['PENDING_REVIEW'], to: 'COMPLETED', role: ROLE_DIR, signed: true, makerChecker: 'creator', effects: effects.approved },
    ],
    ['RETURN', { action: 'RETURN', from: ['PENDING_REVIEW'], to: 'RETURNED', role: ROLE_DIR, effects: ended }],
    ['REJECT', { action: 'REJECT', from: ['PENDING_REVIEW'], to: 'REJECTED', role: ROLE_DIR, effects: ended }],
    ['CANCEL_PENDING', { action: 'CANCEL', from: ['PENDING_REVIEW'], to: 'CANCELLED', role: ROLE_OP, effects: ended }],
    ['CANCEL_RETURNED', { action: 'CANCEL', from: ['RETURNED'], to: 'CANCELLED', role: ROLE_OP }],
  ]);
}

export const ROLE_OP = 'ROLE_OPERATOR';
export const ROLE_DIR = 'ROLE_DIRECTOR';
export const ROLE_FINAL = 'ROLE_FINAL_REVIEW';
export const ROLE_CM = 'ROLE_CLIENT_MANAGER';
export const ROLE_PM = 'ROLE_PRODUCT_MANAGER';

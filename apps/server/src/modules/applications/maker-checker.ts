import type { ApplicationRow } from '@scf/api/contract';
import type { AppTransition } from './flow-definition';

export interface Who {
  corpId: string;
  role: string;
  userId: string;
}
export interface AppParties {
  applicantCorpId: string;
  counterpartyCorpId: string | null;
  creatorUserId: string;
  approverUserId: string | null;
  deciderUserId: string | null;
}

/** Is it this actor's move (side and role)? */
export function isActor(t: AppTransition, app: AppParties, who: Who): boolean {
  if (t.side === 'system') return who.role === 'SYSTEM';
  const corp = t.side === 'applicant' ? app.applicantCorpId : app.counterpartyCorpId;
  return corp === who.corpId && t.role === who.role;
}

/** The maker–checker rule: false when the actor made (or already approved) what it would check. */
export function passesMakerChecker(t: AppTransition, app: AppParties, userId: string): boolean {
  switch (t.makerChecker) {
    case 'creator':
      return app.creatorUserId !== userId;
    case 'decider':
      return app.deciderUserId !== userId;
    case 'creatorAndApprover':
      return app.creatorUserId !== userId && app.approverUserId !== userId;
    default:
      return true;
  }
}

type RowAction = ApplicationRow['actions'][number];

/** The row actions of the contract (`applicationRowSchema.actions`) for a transition the actor may take. */
export function rowActionsOf(t: AppTransition, decisionPending: boolean): RowAction[] {
  switch (t.action) {
    case 'SAVE':
    case 'SUBMIT':
      return ['EDIT'];
    case 'CANCEL':
      return ['CANCEL'];
    case 'APPROVE':
      return ['APPROVE'];
    case 'RETURN':
      return ['RETURN'];
    case 'REJECT':
      return ['REJECT'];
    case 'DECIDE':
      return decisionPending ? ['ACCEPT', 'REFUSE'] : [];
    default:
      return [];
  }
}

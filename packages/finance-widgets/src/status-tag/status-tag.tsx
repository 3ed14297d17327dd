import { CREDIT_STATUS_LABEL, appStatusLabel } from '@scf/api/contract';
import type { AppStatus, BizType, CreditStatus, ReaderSide } from '@scf/api/contract';
import { Tag } from '@scf/ui';
import type { TagTone } from '@scf/ui';

// The colour only repeats what the Chinese label says (domain.md §7.1, §7.2): waiting for someone is blue, normal
// holding green, locked in a flow orange, a refusal or an overdue red, a closed state grey.
const CREDIT_TONE: Record<CreditStatus, TagTone> = {
  PENDING_SIGN: 'processing',
  HELD: 'success',
  TRANSFERRING: 'warning',
  FINANCING: 'warning',
  RETURNING: 'warning',
  WITHDRAWING: 'warning',
  RECYCLING: 'warning',
  FINANCED: 'processing',
  POOLED: 'processing',
  CASHING: 'processing',
  OVERDUE: 'danger',
  SPLIT: 'default',
  CASHED: 'default',
  REFUSED: 'danger',
  WITHDRAWN: 'default',
  RECYCLED: 'default',
};

const APP_TONE: Record<AppStatus, TagTone> = {
  DRAFT: 'default',
  PENDING_REVIEW: 'processing',
  PENDING_FINAL: 'processing',
  RETURNED: 'warning',
  PENDING_CP_SIGN: 'processing',
  PENDING_CP_APPROVAL: 'processing',
  PENDING_FI: 'processing',
  PENDING_FUNDING: 'processing',
  COMPLETED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'default',
  CP_REFUSED: 'danger',
  FI_REJECTED: 'danger',
  PLAN_OFFERED: 'processing',
  PENDING_PAYER: 'processing',
  REVOKED: 'default',
};

/** A credit's status (待签收, 持有中, 转让中 …) as a tag. */
export function CreditStatusTag({ status }: { status: CreditStatus }) {
  return <Tag tone={CREDIT_TONE[status]}>{CREDIT_STATUS_LABEL[status]}</Tag>;
}

/**
 * An application's status (待复核, 待终审, 已退回 …) as a tag, in the words of the reader's `side` (the counterparty
 * reads its own step 待复核, not 待对方复核); `label` names a finer step of it (待客户经理审核) in the status's colour.
 */
export function AppStatusTag({ status, label, side = 'initiator', bizType }: { status: AppStatus; label?: string; side?: ReaderSide; bizType?: BizType }) {
  return <Tag tone={APP_TONE[status]}>{label || appStatusLabel(status, side, bizType)}</Tag>;
}

import { ABS_RECEIVABLE_STATUSES, ABS_RECEIVABLE_STATUS_LABEL } from '@scf/api/contract';
import type { AbsReceivableStatus } from '@scf/api/contract';
import type { TagTone } from '@scf/ui';

/** The routes of this part (domain-lines.md §18.3) and the transfer form another part builds. */
export const ABS_RECEIVABLE_PATHS = {
  register: '/abs/core/issue/payable',
  payables: '/abs/core/index/payable-query',
  receivables: '/abs/chain/index/receivable-query',
  transferApply: '/abs/transfer/apply',
} as const;

/** A receivable's tag colour by its §18.2 state: moving (processing), good (success), in question (warning / danger), ended (grey). */
export const RECEIVABLE_TONE: Record<AbsReceivableStatus, TagTone> = {
  DRAFT: 'default',
  PENDING_CONFIRM: 'processing',
  CONFIRMED: 'success',
  DISPUTED: 'warning',
  CANCELLING: 'warning',
  TRANSFERRING: 'processing',
  TRANSFERRED: 'success',
  POOLED: 'success',
  OVERDUE: 'danger',
  SETTLED: 'default',
  CANCELLED: 'default',
  EXPIRED: 'default',
};

export const STATUS_OPTIONS = [{ value: 'all', label: '全部' }, ...ABS_RECEIVABLE_STATUSES.map((s) => ({ value: s, label: ABS_RECEIVABLE_STATUS_LABEL[s] }))];

export const isReceivableStatus = (v: string | undefined): v is AbsReceivableStatus => !!v && (ABS_RECEIVABLE_STATUSES as readonly string[]).includes(v);

/** §18.3: a payable falls due 1–360 days after the business date, on a working day. */
export const ABS_MAX_TERM_DAYS = 360;

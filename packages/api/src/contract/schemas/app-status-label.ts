/**
 * An application's status as its reader says it (issue 28 item 7). APP_STATUS_LABEL speaks for the initiator: its
 * counterparty steps are 待对方签收/待对方复核. The counterparty reads those steps as its own (待签收, 待复核) and the
 * initiator's steps as the other party's (待对方复核 …).
 */
import { APP_STATUS_LABEL } from './application';
import type { AppStatus } from './application';
import type { BizType } from '../biz-types';

/** Whose application it is to the reader: the corporation that applied, or the one it was addressed to. */
export type ReaderSide = 'initiator' | 'counterparty';

const COUNTERPARTY_LABEL: Partial<Record<AppStatus, string>> = {
  PENDING_REVIEW: '待对方复核',
  PENDING_FINAL: '待对方终审',
  PENDING_CP_SIGN: '待签收',
  PENDING_CP_APPROVAL: '待复核',
  CP_REFUSED: '已拒签',
};

/** A return's counterparty confirms (确认) or refuses (拒收) it rather than signing for it. */
const RETURN_COUNTERPARTY_LABEL: Partial<Record<AppStatus, string>> = { PENDING_CP_SIGN: '待确认', CP_REFUSED: '已拒收' };

/**
 * A 银承出票 (BAB_ISSUE, domain-lines.md §20.3) in its own words, for the core and its bank alike: PENDING_FI 待承兑,
 * PENDING_FUNDING 待承兑终审, COMPLETED 已承兑, FI_REJECTED 银行已驳回.
 */
export const BAB_ISSUE_STATUS_LABEL: Readonly<Partial<Record<AppStatus, string>>> = {
  PENDING_FI: '待承兑',
  PENDING_FUNDING: '待承兑终审',
  COMPLETED: '已承兑',
  FI_REJECTED: '银行已驳回',
};

/** The label of `status` for a reader on `side` (of an application of `bizType`, when known). */
export function appStatusLabel(status: AppStatus, side: ReaderSide, bizType?: BizType): string {
  const own = bizType === 'BAB_ISSUE' ? BAB_ISSUE_STATUS_LABEL[status] : undefined;
  if (own) return own;
  if (side === 'initiator') return APP_STATUS_LABEL[status];
  return (bizType === 'RETURN' ? RETURN_COUNTERPARTY_LABEL[status] : undefined) ?? COUNTERPARTY_LABEL[status] ?? APP_STATUS_LABEL[status];
}

/**
 * The reader's side of an application: counterparty when the reader's corporation is the one its counterparty steps
 * (签收, 签收复核) belong to. That is its counterparty, except for a SIGN: the receiver signs for a credit in its own
 * application, so a SIGN's applicant is the counterparty of the issue or transfer it answers.
 */
export function readerSideOf(
  app: { bizType: BizType; applicant: { corpId: string }; counterparty: { corpId: string } | null },
  corpId: string | null | undefined,
): ReaderSide {
  if (!corpId) return 'initiator';
  if (app.bizType === 'SIGN') return app.applicant.corpId === corpId ? 'counterparty' : 'initiator';
  return app.counterparty?.corpId === corpId && app.applicant.corpId !== corpId ? 'counterparty' : 'initiator';
}

/**
 * The rules of 兑付 (domain.md §7.8) that need no database: the submission window, and the plan status a screen shows.
 */
import type { CashPlanStatus } from '@scf/api/contract';

/** Working days before the due date from which a plan may be submitted (D−5) [D-low]. */
export const WINDOW_WORKING_DAYS = 5;
/** The cut-off on the due date itself, Asia/Shanghai. */
export const CUT_OFF_HOUR = 16;

const SHANGHAI_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' });
export const shanghaiHour = (epochMs: number): number => Number(SHANGHAI_HOUR.format(new Date(epochMs)));

/** Why a plan for `dueDate` cannot be submitted now ('' when it can): from D−5 working days to D 16:00. */
export function windowRefusal(dueDate: string, windowFrom: string, businessDate: string, nowMs: number): string {
  if (businessDate > dueDate || (businessDate === dueDate && shanghaiHour(nowMs) >= CUT_OFF_HOUR)) return `已过兑付截止时间（${dueDate} ${CUT_OFF_HOUR}:00）`;
  if (businessDate < windowFrom) return `兑付计划须在到期日前${WINDOW_WORKING_DAYS}个工作日内提交（${windowFrom}起）`;
  return '';
}

/** A line whose payee has no account cannot reach the bank. */
export const NO_PAYEE_ACCOUNT = '收款方未绑定收款账户';

/** The serial of a payment another bank made (an ICBC plan): that bank's, by date and line. */
export const otherBankSerial = (businessDate: string, lineId: unknown): string => `ICBC${businessDate.replaceAll('-', '')}${String(lineId).padStart(8, '0')}`;

/** A plan's status from its application's and its lines'. */
export function planStatus(appStatus: string, lineStatuses: readonly string[]): CashPlanStatus {
  switch (appStatus) {
    case 'PENDING_REVIEW':
      return 'PENDING_REVIEW';
    case 'RETURNED':
      return 'RETURNED';
    case 'COMPLETED':
      return lineStatuses.length > 0 && lineStatuses.every((s) => s === 'PAID') ? 'PAID' : 'APPROVED';
    default:
      return 'CANCELLED';
  }
}

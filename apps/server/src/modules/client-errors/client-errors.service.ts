import { CLIENT_ERROR_LIMITS, scrubClientText } from '@scf/api/contract';
import type { ClientErrorReport } from '@scf/api/contract';
import type { Actor } from '../../platform/security/actor';

/** At most this many reports per user per minute reach the log; the rest are dropped (a render loop must not flood it). */
export const REPORTS_PER_MINUTE = 10;

/** What is logged: the report scrubbed again (never trust the browser), the app path without its query, the role. */
export interface ClientErrorLogEntry {
  clientError: ClientErrorReport;
  role: string;
}

/** Counts per user and minute, in memory: the limit is per replica, which is enough to bound a log. */
export class ClientErrorLimiter {
  private minute = -1;
  private readonly counts = new Map<string, number>();

  allow(userId: string, now: number): boolean {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts.clear();
    }
    const n = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, n);
    return n <= REPORTS_PER_MINUTE;
  }
}

/** The log entry of a report, or null when the user's reports are over the limit. */
export function clientErrorEntry(limiter: ClientErrorLimiter, actor: Actor, report: ClientErrorReport, now: number): ClientErrorLogEntry | null {
  if (!limiter.allow(actor.userId, now)) return null;
  const L = CLIENT_ERROR_LIMITS;
  return {
    role: actor.role,
    clientError: {
      name: scrubClientText(report.name, L.name),
      message: scrubClientText(report.message, L.message),
      path: scrubClientText(report.path.split(/[?#]/)[0] ?? '', L.path),
      build: scrubClientText(report.build, L.build),
      ...(report.stack === undefined ? {} : { stack: scrubClientText(report.stack, L.stack) }),
    },
  };
}

// Built once: every request reads the business date, and a formatter is costly to construct.
const SHANGHAI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `YYYY-MM-DD` of an instant in Asia/Shanghai (the business calendar, domain.md §4.2). */
export function shanghaiDate(epochMs: number): string {
  return SHANGHAI_DAY.format(new Date(epochMs));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SHANGHAI_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const SHANGHAI_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:mm:ss` of an instant in Asia/Shanghai (records shown with their time: 签署时间, 提交时间). */
export const shanghaiDateTime = (epochMs: number): string => SHANGHAI_DATE_TIME.format(new Date(epochMs));

/** `HH:MM` of an instant in Asia/Shanghai. */
export const shanghaiTime = (epochMs: number): string => SHANGHAI_TIME.format(new Date(epochMs));

/**
 * The business clock's time of day, `HH:MM`: `BUSINESS_TIME` when given (tests, demos: with a pinned business date the
 * wall clock says nothing about that day, so the jobs that act at times of the day — 支付通代扣's slots — read this),
 * else now in Asia/Shanghai.
 */
export function resolveBusinessTime(pinned: string | undefined, nowMs: number): string {
  if (pinned) {
    if (!TIME.test(pinned)) throw new Error(`BUSINESS_TIME must be HH:MM, got ${pinned}`);
    return pinned;
  }
  return shanghaiTime(nowMs);
}

/** `BUSINESS_DATE` when given (tests, demos), else today in Asia/Shanghai. */
export function resolveBusinessDate(pinned: string | undefined, nowMs: number): string {
  if (pinned) {
    if (!DATE.test(pinned) || Number.isNaN(Date.parse(`${pinned}T00:00:00Z`))) throw new Error(`BUSINESS_DATE must be YYYY-MM-DD, got ${pinned}`);
    return pinned;
  }
  return shanghaiDate(nowMs);
}

/** Calendar arithmetic on `YYYY-MM-DD` strings, in UTC so no daylight or zone shift can move a day. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

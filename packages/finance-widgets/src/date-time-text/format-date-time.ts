// Business times are shown in the platform's time zone whatever the browser's (design.md §3 "Money and time"). Every
// date and time the UI shows goes through these helpers; slicing an ISO string (`createdAt.slice(0, 10)`) gives the
// UTC date, the day before in Beijing between 00:00 and 08:00, and the lint rule `noIsoSlicing` forbids it.
const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant's parts in Asia/Shanghai, or null for a value that is not a time. */
function shanghaiParts(iso: string | number | Date): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(FORMAT.formatToParts(date).map((p) => [p.type, p.value]));
}

/** An instant (ISO 8601, ms or Date) as `YYYY-MM-DD HH:mm` in Asia/Shanghai; a string that is not a time is returned unchanged. */
export function formatDateTime(iso: string | number | Date): string {
  const part = shanghaiParts(iso);
  if (!part) return String(iso);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** An instant's calendar day in Asia/Shanghai, `YYYY-MM-DD` (a certificate's 有效期至); a string that is not a time is returned unchanged. */
export function formatDate(iso: string | number | Date): string {
  const part = shanghaiParts(iso);
  return part ? `${part.year}-${part.month}-${part.day}` : String(iso);
}

/**
 * A step on the platform's date (domain.md §4.2: the business date, which a test or demo server may pin) with the
 * time of day of its instant: `2025-06-16 10:30`. The records then agree with the dates of the business they show.
 */
export function formatBusinessDateTime(businessDate: string, iso: string): string {
  const part = shanghaiParts(iso);
  return part ? `${businessDate} ${part.hour}:${part.minute}` : businessDate;
}

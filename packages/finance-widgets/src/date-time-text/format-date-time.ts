// Business times are shown in the platform's time zone whatever the browser's (design.md §3 "Money and time").
const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant (ISO 8601) as `YYYY-MM-DD HH:mm` in Asia/Shanghai; a value that is not a time is returned unchanged. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(FORMAT.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * A step on the platform's date (domain.md §4.2: the business date, which a test or demo server may pin) with the
 * time of day of its instant: `2025-06-16 10:30`. The records then agree with the dates of the business they show.
 */
export function formatBusinessDateTime(businessDate: string, iso: string): string {
  const time = formatDateTime(iso);
  return time === iso ? businessDate : `${businessDate} ${time.slice(11)}`;
}

import { formatBusinessDateTime, formatDateTime } from './format-date-time';

export interface DateTimeTextProps {
  /** The instant as on the wire (ISO 8601, e.g. `2025-06-16T02:30:00.000Z`). */
  value: string;
  /** The platform's date of a recorded step (a flow record's `businessDate`): shown with the instant's time of day. */
  businessDate?: string;
}

/** A time of a record (提交时间, 操作时间) as `2025-06-16 10:30` in Asia/Shanghai, machine-readable in `dateTime`. */
export function DateTimeText({ value, businessDate }: DateTimeTextProps) {
  return <time dateTime={value}>{businessDate ? formatBusinessDateTime(businessDate, value) : formatDateTime(value)}</time>;
}

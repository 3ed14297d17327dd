import { formatDateTime } from './format-date-time';

export interface DateTimeTextProps {
  /** The instant as on the wire (ISO 8601, e.g. `2025-06-16T02:30:00.000Z`). */
  value: string;
}

/** A time of a record (提交时间, 操作时间) as `2025-06-16 10:30` in Asia/Shanghai, machine-readable in `dateTime`. */
export function DateTimeText({ value }: DateTimeTextProps) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

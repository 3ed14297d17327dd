export { DateTimeText } from './date-time-text';
export type { DateTimeTextProps } from './date-time-text';
export { formatBusinessDateTime, formatDateTime } from './format-date-time';

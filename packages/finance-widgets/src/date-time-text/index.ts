export { DateTimeText } from './date-time-text';
export type { DateTimeTextProps } from './date-time-text';
export { formatBusinessDateTime, formatDate, formatDateTime } from './format-date-time';

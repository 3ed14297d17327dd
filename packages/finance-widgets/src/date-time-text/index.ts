export { DateTimeText } from './date-time-text';
export type { DateTimeTextProps } from './date-time-text';
export { formatDateTime } from './format-date-time';

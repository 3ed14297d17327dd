export { useBusinessDate } from './business-date';
export { MAX_TERM_DAYS, addDays, closedDays, daysBetween, dueDateWindow } from './due-date-window';

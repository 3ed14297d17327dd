// The `@scf/ui/date-picker` entry (also re-exported by the main entry): a host can lazy-load react-day-picker by
// importing only this subpath where a date field is used (design.md §7).
export { DatePicker } from './date-picker';
export type { DatePickerProps } from './date-picker';
export { DateRangePicker } from './date-range-picker';
export type { DateRangePickerProps, DateRangeValue } from './date-range-picker';
export { formatDate, isSelectable, parseDate } from './date-utils';
export type { DateLimits } from './date-utils';

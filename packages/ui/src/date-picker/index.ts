// Its own entry-sized folder: react-day-picker and date-fns load only where a date field is used (design.md §7).
export { DatePicker } from './date-picker';
export type { DatePickerProps } from './date-picker';
export { DateRangePicker } from './date-range-picker';
export type { DateRangePickerProps, DateRangeValue } from './date-range-picker';
export { disabledMatchers, formatDate, isSelectable, parseDate, spansDisabled } from './date-utils';
export type { DateLimits } from './date-utils';

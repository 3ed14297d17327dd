import { forwardRef, useState } from 'react';
import type { ForwardedRef } from 'react';
import { DayPicker } from 'react-day-picker';
import type { DateRange } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import { useFieldAria } from '../form-field/use-field-aria';
import { messages } from '../messages';
import { DatePopover } from './date-popover';
import { disabledMatchers, formatDate, parseDate, spansDisabled } from './date-utils';
import type { DateLimits } from './date-utils';
import { useDateField } from './use-date-field';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import type { FieldIdentityProps, FieldStateProps, FieldValueProps } from '../use-field-handle/use-field-value';

/** A range of days 'YYYY-MM-DD'; '' for an open end. */
export interface DateRangeValue {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends DateLimits, FieldValueProps<DateRangeValue>, FieldStateProps, FieldIdentityProps {
  /** The range (controlled); `{ start: '', end: '' }` for none. */
  value?: DateRangeValue;
  /** Called once both ends are picked. */
  onValueChange?: (value: DateRangeValue) => void;
  /** Months shown side by side. */
  numberOfMonths?: number;
}

const EMPTY: DateRangeValue = { start: '', end: '' };

function DateRangePickerWithRef(
  { disabled, invalid, numberOfMonths = 2, id, disabledDates, minDate, maxDate, 'aria-label': label, ...valueProps }: DateRangePickerProps,
  ref: ForwardedRef<FieldHandle<DateRangeValue>>,
) {
  const fieldAria = useFieldAria({ id, label, invalid });
  const { current, open, onOpenChange, commit, triggerRef } = useDateField({ ...valueProps, ref }, EMPTY);
  // The half-picked range lives only while the calendar is open.
  const [draft, setDraft] = useState<DateRange | undefined>();
  const start = parseDate(current?.start);
  const committed: DateRange | undefined = start ? { from: start, to: parseDate(current.end) } : undefined;
  // Two clicks make a range: the first starts a fresh one (react-day-picker would extend the old one instead).
  const onSelect = (_range: DateRange | undefined, day: Date) => {
    const first = draft?.from;
    const [from, to] = first && day < first ? [day, first] : [first, day];
    if (!from || spansDisabled(from, to, { disabledDates, minDate, maxDate })) {
      setDraft({ from: day, to: undefined });
      return;
    }
    setDraft(undefined);
    commit({ start: formatDate(from), end: formatDate(to) });
  };
  const text = committed ? `${current.start} ~ ${current.end}` : `${messages.datePicker.rangeStart} ~ ${messages.datePicker.rangeEnd}`;
  return (
    <DatePopover
      open={open}
      onOpenChange={(next) => {
        setDraft(undefined);
        onOpenChange(next);
      }}
      triggerRef={triggerRef}
      fieldAria={fieldAria}
      disabled={disabled}
      empty={!committed}
      text={text}
    >
      <DayPicker
        mode="range"
        locale={zhCN}
        autoFocus
        numberOfMonths={numberOfMonths}
        selected={draft ?? committed}
        defaultMonth={committed?.from ?? parseDate(minDate)}
        disabled={disabledMatchers({ disabledDates, minDate, maxDate })}
        onSelect={onSelect}
      />
    </DatePopover>
  );
}

/**
 * Date range on react-day-picker (zh-CN): the first pick is the start, the second the end; a range may not span a
 * disabled day (holiday), like the bank's settlement calendar. Works with react-hook-form `<Controller>` (and
 * `register()`): it emits `{ start, end }` and reads it back through its ref.
 * The ref is a field handle (react-hook-form `register()` / `field.ref`: reads and writes the value, `focus()`
 * focuses the control), forwarded with forwardRef: React 18 and 19.
 */
export const DateRangePicker = forwardRef(DateRangePickerWithRef);
DateRangePicker.displayName = 'DateRangePicker';

import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { DayPicker } from 'react-day-picker';
import type { DateRange } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import { useFormFieldControl } from '../form-field/form-field-context';
import { messages } from '../messages';
import { Content, Trigger } from './date-picker.styles';
import { disabledMatchers, formatDate, parseDate, spansDisabled } from './date-utils';
import type { DateLimits } from './date-utils';

/** A range of days 'YYYY-MM-DD'; '' for an open end. */
export interface DateRangeValue {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends DateLimits {
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called once both ends are picked (and with both '' when cleared). */
  onValueChange?: (value: DateRangeValue) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Months shown side by side. */
  numberOfMonths?: number;
  id?: string;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
}

const EMPTY: DateRangeValue = { start: '', end: '' };

/**
 * Date range on react-day-picker (zh-CN): the first pick is the start, the second the end; a range may not span a
 * disabled day (holiday), like the bank's settlement calendar.
 */
export function DateRangePicker({ value, defaultValue = EMPTY, onValueChange, disabled, invalid, numberOfMonths = 2, id, disabledDates, minDate, maxDate, ...aria }: DateRangePickerProps) {
  const field = useFormFieldControl();
  const [internal, setInternal] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const current = value ?? internal;
  // The half-picked range lives only while the calendar is open.
  const [draft, setDraft] = useState<DateRange | undefined>();
  const committed: DateRange | undefined = parseDate(current.start)
    ? { from: parseDate(current.start), to: parseDate(current.end) }
    : undefined;
  // Two clicks make a range: the first starts a fresh one (react-day-picker would extend the old one instead).
  const onSelect = (_range: DateRange | undefined, day: Date) => {
    const start = draft?.from;
    const [from, to] = start && day < start ? [day, start] : [start, day];
    if (!from || spansDisabled(from, to, { disabledDates, minDate, maxDate })) {
      setDraft({ from: day, to: undefined });
      return;
    }
    const next = { start: formatDate(from), end: formatDate(to) };
    setDraft(undefined);
    setInternal(next);
    onValueChange?.(next);
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setDraft(undefined);
  };
  const text = committed ? `${current.start} ~ ${current.end}` : `${messages.datePicker.rangeStart} ~ ${messages.datePicker.rangeEnd}`;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Trigger
          type="button"
          // The APG date-picker pattern: a combobox that opens a dialog. As a plain button, its shown value would
          // have to be part of its name (label-content-name-mismatch).
          role="combobox"
          id={id ?? field?.id}
          disabled={disabled}
          data-empty={!committed}
          aria-label={aria['aria-label']}
          aria-describedby={field?.describedBy}
          aria-invalid={(invalid ?? field?.invalid) || undefined}
          aria-required={field?.required || undefined}
        >
          <span>{text}</span>
          <span aria-hidden="true">📅</span>
        </Trigger>
      </Popover.Trigger>
      <Popover.Portal>
        <Content aria-label={messages.datePicker.calendar} align="start" sideOffset={4}>
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
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

import { forwardRef } from 'react';
import type { ForwardedRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import { useFieldAria } from '../form-field/use-field-aria';
import { messages } from '../messages';
import { Footer } from './date-picker.styles';
import { DatePopover } from './date-popover';
import { disabledMatchers, formatDate, parseDate } from './date-utils';
import type { DateLimits } from './date-utils';
import { useDateField } from './use-date-field';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import type { FieldIdentityProps, FieldStateProps, FieldValueProps } from '../use-field-handle/use-field-value';

export interface DatePickerProps extends DateLimits, FieldValueProps<string>, FieldStateProps, FieldIdentityProps {
  /** Selected day 'YYYY-MM-DD' (controlled); '' for none. */
  value?: string;
  /** Called with 'YYYY-MM-DD', or '' when cleared. */
  onValueChange?: (value: string) => void;
  /** Shown when empty; 请选择日期 by default. */
  placeholder?: string;
  /** Shows 清除 under the calendar. */
  allowClear?: boolean;
  /** The calendar starts open (a page that asks for the date at once; the designers' Storybook). */
  defaultOpen?: boolean;
}

function DatePickerWithRef(
  {
    placeholder = messages.datePicker.placeholder,
    disabled,
    invalid,
    allowClear = false,
    defaultOpen = false,
    id,
    disabledDates,
    minDate,
    maxDate,
    'aria-label': label,
    ...valueProps
  }: DatePickerProps,
  ref: ForwardedRef<FieldHandle<string>>,
) {
  const fieldAria = useFieldAria({ id, label, invalid });
  const { current, open, onOpenChange, commit, triggerRef } = useDateField({ ...valueProps, ref }, '', defaultOpen);
  const selected = parseDate(current);
  return (
    <DatePopover
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      fieldAria={fieldAria}
      disabled={disabled}
      empty={!selected}
      text={selected ? current : placeholder}
    >
      <DayPicker
        mode="single"
        locale={zhCN}
        autoFocus
        selected={selected}
        defaultMonth={selected ?? parseDate(minDate)}
        disabled={disabledMatchers({ disabledDates, minDate, maxDate })}
        onSelect={(date) => commit(date ? formatDate(date) : '')}
      />
      {allowClear && selected ? (
        <Footer>
          <button type="button" onClick={() => commit('')}>
            {messages.datePicker.clear}
          </button>
        </Footer>
      ) : null}
    </DatePopover>
  );
}

/**
 * Single date on react-day-picker (zh-CN, Monday first) in a popover. Holidays and days outside min/max cannot be
 * picked. Arrow keys move by day/week, PageUp/PageDown by month, Enter picks, Escape closes. Works with
 * react-hook-form `register()` and `<Controller>`.
 * The ref is a field handle (react-hook-form `register()` / `field.ref`: reads and writes the value, `focus()`
 * focuses the control), forwarded with forwardRef: React 18 and 19.
 */
export const DatePicker = forwardRef(DatePickerWithRef);
DatePicker.displayName = 'DatePicker';

import { useCallback, useRef, useState } from 'react';
import type { Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { DayPicker } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import { useFormFieldControl } from '../form-field/form-field-context';
import { messages } from '../messages';
import { fieldChangeEvent, useFieldHandle } from '../use-field-handle/use-field-handle';
import type { FieldChangeEvent, FieldHandle } from '../use-field-handle/use-field-handle';
import { Content, Footer, Trigger } from './date-picker.styles';
import { disabledMatchers, formatDate, parseDate } from './date-utils';
import type { DateLimits } from './date-utils';

export interface DatePickerProps extends DateLimits {
  /** Selected day 'YYYY-MM-DD' (controlled); '' for none. */
  value?: string;
  defaultValue?: string;
  /** Called with 'YYYY-MM-DD', or '' when cleared. */
  onValueChange?: (value: string) => void;
  /** react-hook-form `register()`: receives `{ target: { name, value } }`. */
  onChange?: (event: FieldChangeEvent<string>) => unknown;
  onBlur?: (event: FieldChangeEvent<string>) => unknown;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Shows 清除 under the calendar. */
  allowClear?: boolean;
  id?: string;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  /** react-hook-form `register()` ref. */
  ref?: Ref<FieldHandle<string>>;
}

/**
 * Single date on react-day-picker (zh-CN, Monday first) in a popover. Holidays and days outside min/max cannot be
 * picked. Arrow keys move by day/week, PageUp/PageDown by month, Enter picks, Escape closes.
 */
export function DatePicker({ value, defaultValue = '', onValueChange, onChange, onBlur, name, placeholder = messages.datePicker.placeholder, disabled, invalid, allowClear = false, id, ref, disabledDates, minDate, maxDate, ...aria }: DatePickerProps) {
  const field = useFormFieldControl();
  const [internal, setInternal] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const current = value ?? internal;
  const selected = parseDate(current);
  const trigger = useRef<HTMLButtonElement>(null);
  const focus = useCallback(() => trigger.current?.focus(), []);
  useFieldHandle(ref, name, current, setInternal, focus);
  const commit = (next: string) => {
    setInternal(next);
    onValueChange?.(next);
    onChange?.(fieldChangeEvent(name, next));
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onBlur?.(fieldChangeEvent(name, current));
  };
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Trigger
          ref={trigger}
          type="button"
          // The APG date-picker pattern: a combobox that opens a dialog. As a plain button, its shown value would
          // have to be part of its name (label-content-name-mismatch).
          role="combobox"
          id={id ?? field?.id}
          disabled={disabled}
          data-empty={!selected}
          aria-label={aria['aria-label']}
          aria-describedby={field?.describedBy}
          aria-invalid={(invalid ?? field?.invalid) || undefined}
          aria-required={field?.required || undefined}
        >
          <span>{selected ? current : placeholder}</span>
          <span aria-hidden="true">📅</span>
        </Trigger>
      </Popover.Trigger>
      <Popover.Portal>
        <Content aria-label={messages.datePicker.calendar} align="start" sideOffset={4}>
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
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

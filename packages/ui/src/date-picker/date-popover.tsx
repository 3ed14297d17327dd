import * as Popover from '@radix-ui/react-popover';
import type { ReactNode, Ref } from 'react';
import type { FieldAria } from '../form-field/use-field-aria';
import { messages } from '../messages';
import { Content, Trigger } from './date-picker.styles';
import { CalendarIcon } from '@radix-ui/react-icons';
import { usePortalContainer } from '../portal-container/portal-container';

export interface DatePopoverProps {
  /** Calendar shown. */
  open: boolean;
  /** Opened or closed by the trigger, Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** The trigger button (focused by react-hook-form on error). */
  triggerRef: Ref<HTMLButtonElement>;
  /** Id and ARIA of the trigger (from `useFieldAria`). */
  fieldAria: FieldAria;
  /** Cannot be opened. */
  disabled?: boolean;
  /** Shows `text` as a placeholder. */
  empty: boolean;
  /** The value, or the placeholder, shown on the trigger. */
  text: string;
  /** The calendar. */
  children: ReactNode;
}

/** The field-like trigger and the calendar popover both date pickers open. */
export function DatePopover({ open, onOpenChange, triggerRef, fieldAria, disabled, empty, text, children }: DatePopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Trigger
          ref={triggerRef}
          type="button"
          // The APG date-picker pattern: a combobox that opens a dialog. As a plain button, its shown value would
          // have to be part of its name (label-content-name-mismatch).
          role="combobox"
          {...fieldAria}
          disabled={disabled}
          data-empty={empty}
        >
          <span>{text}</span>
          <CalendarIcon aria-hidden="true" width={16} height={16} />
        </Trigger>
      </Popover.Trigger>
      <Popover.Portal container={usePortalContainer()}>
        <Content aria-label={messages.datePicker.calendar} align="start" sideOffset={4}>
          {children}
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

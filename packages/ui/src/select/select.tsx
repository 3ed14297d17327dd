import { forwardRef, useCallback, useRef, useState } from 'react';
import type { ForwardedRef, KeyboardEvent } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { useFieldAria } from '../form-field/use-field-aria';
import { messages } from '../messages';
import { fieldChangeEvent } from '../use-field-handle/use-field-handle';
import type { FieldHandle } from '../use-field-handle/use-field-handle';
import { useFieldValue } from '../use-field-handle/use-field-value';
import type { FieldIdentityProps, FieldStateProps, FieldValueProps } from '../use-field-handle/use-field-value';
import { Content, Item, NoMatch, Search, Trigger } from './select.styles';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { usePortalContainer } from '../portal-container/portal-container';
import { cspNonce } from '../theme/csp-nonce';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldValueProps<string>, FieldStateProps, FieldIdentityProps {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Shown when nothing is selected; 请选择 by default. */
  placeholder?: string;
  /**
   * A filter field on top of the list (counterparties, banks: lists that grow past a few dozen): typing while the list
   * is open narrows it to the options containing the text, ↓ moves into the list, Enter takes the first match.
   */
  searchable?: boolean;
}

/** Keys that type a character (not a shortcut): they go to the filter. */
const typesText = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/** The options whose label contains the text, case aside. */
const matching = (options: readonly SelectOption[], text: string) => {
  const q = text.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
};

function SelectWithRef(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    name,
    placeholder = messages.select.placeholder,
    disabled,
    invalid,
    id,
    searchable = false,
    ...aria
  }: SelectProps,
  ref: ForwardedRef<FieldHandle<string>>,
) {
  const fieldAria = useFieldAria({ id, label: aria['aria-label'], invalid });
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const focus = useCallback(() => trigger.current?.focus(), []);
  const { current, change } = useFieldValue({ value, defaultValue, onValueChange, onChange, name, ref }, '', focus);
  // The value as last picked: Radix reports the close in the same call as the pick, before a re-render.
  const latest = useRef(current);
  latest.current = current;
  const pick = (v: string) => {
    latest.current = v;
    change(v);
  };
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    if (!next) onBlur?.(fieldChangeEvent(name, latest.current));
  };
  const shown = searchable ? matching(options, query) : options;
  // A character typed on an option of a searchable list starts the filter (instead of Radix's jump-to-match).
  const onListKeyDown = (e: KeyboardEvent) => {
    if (!searchable || e.target === search.current || !typesText(e)) return;
    e.preventDefault();
    setQuery((q) => q + e.key);
    search.current?.focus();
  };
  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      const first = shown.find((o) => !o.disabled);
      if (first) {
        pick(first.value);
        onOpenChange(false);
      }
      return;
    }
    // ↓ / ↑, Escape and Tab are the list's (Radix moves into the options, closes); the rest edits the filter.
    if (!['ArrowDown', 'ArrowUp', 'Escape', 'Tab'].includes(e.key)) e.stopPropagation();
  };
  return (
    // Radix treats '' as "no value", which shows the placeholder.
    <RadixSelect.Root value={current} onValueChange={pick} name={name} disabled={disabled} open={open} onOpenChange={onOpenChange}>
      <Trigger
        ref={trigger}
        {...fieldAria}
        // Opening moves focus into the list: that is not leaving the field, so only a blur while closed counts.
        onBlur={() => (open ? undefined : onBlur?.(fieldChangeEvent(name, current)))}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon asChild>
          <ChevronDownIcon aria-hidden="true" />
        </RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal container={usePortalContainer()}>
        {/* Searchable, the filter sits above the options: the listbox is the list itself, not the popup around both. */}
        <Content position="popper" sideOffset={4} onKeyDown={onListKeyDown} {...(searchable ? { role: 'presentation' } : {})}>
          {searchable ? (
            <Search
              ref={search}
              type="text"
              role="searchbox"
              aria-label={messages.select.search}
              placeholder={messages.select.searchPlaceholder}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onSearchKeyDown}
            />
          ) : null}
          <RadixSelect.Viewport
            nonce={cspNonce()}
            {...(searchable ? { role: 'listbox', 'aria-label': fieldAria['aria-label'], 'aria-labelledby': fieldAria['aria-labelledby'] } : {})}
          >
            {shown.length === 0 ? <NoMatch role="status">{messages.select.noMatch}</NoMatch> : null}
            {shown.map((option) => (
              <Item key={option.value} value={option.value} disabled={option.disabled}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </Item>
            ))}
          </RadixSelect.Viewport>
        </Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

/**
 * Single choice from a list, on Radix Select; inside a FormField it takes the field's label, help and error. The ref
 * is a field handle (react-hook-form `register()` / `field.ref`: reads and writes the value, `focus()` focuses the
 * control), forwarded with forwardRef: React 18 and 19.
 */
export const Select = forwardRef(SelectWithRef);
Select.displayName = 'Select';

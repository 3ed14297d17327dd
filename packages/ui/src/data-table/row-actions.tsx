import { DropdownMenu } from '../dropdown-menu/dropdown-menu';
import { messages } from '../messages';
import { ActionButton, ActionList } from './data-table.styles';
import type { DataTableAction } from './data-table-types';
import { ChevronDownIcon } from '@radix-ui/react-icons';

/** At most this many things in the cell: above it the last slot becomes 更多 and the rest move into its menu. */
export const ROW_ACTION_SLOTS = 3;

export interface RowActionsProps {
  actions: readonly DataTableAction[];
}

/** A row's actions as link buttons; more than three leave two in the row and put the rest under 更多. */
export function RowActions({ actions }: RowActionsProps) {
  const overflow = actions.length > ROW_ACTION_SLOTS;
  const inline = overflow ? actions.slice(0, ROW_ACTION_SLOTS - 1) : actions;
  const rest = overflow ? actions.slice(ROW_ACTION_SLOTS - 1) : [];
  return (
    <ActionList>
      {inline.map((action) => (
        <ActionButton key={action.label} variant="link" $danger={action.danger} disabled={action.disabled} onClick={action.onSelect}>
          {action.label}
        </ActionButton>
      ))}
      {rest.length > 0 ? (
        <DropdownMenu
          trigger={
            <ActionButton variant="link">
              {messages.dataTable.more}
              <ChevronDownIcon aria-hidden="true" />
            </ActionButton>
          }
          items={rest.map((action) => ({ key: action.label, ...action }))}
        />
      ) : null}
    </ActionList>
  );
}

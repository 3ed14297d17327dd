import { Fragment } from 'react';
import type { ReactElement } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Content, Item, Separator } from './dropdown-menu.styles';
import { usePortalContainer } from '../portal-container/portal-container';

export interface DropdownMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Destructive action (删除, 作废): red text. */
  danger?: boolean;
  /** Draws a line above this item. */
  separatorBefore?: boolean;
}

export interface DropdownMenuProps {
  /** One button that opens the menu; it gets aria-haspopup and aria-expanded. */
  trigger: ReactElement;
  /** Menu items, in order. */
  items: readonly DropdownMenuItem[];
  /** Alignment of the menu to its trigger. */
  align?: 'start' | 'center' | 'end';
}

/** Actions menu on Radix DropdownMenu (更多操作): arrow keys, typeahead, Escape returns focus to the trigger. */
export function DropdownMenu({ trigger, items, align = 'end' }: DropdownMenuProps) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal container={usePortalContainer()}>
        <Content align={align} sideOffset={4}>
          {items.map((item) => (
            <Fragment key={item.key}>
              {item.separatorBefore ? <Separator /> : null}
              <Item $danger={item.danger} disabled={item.disabled} onSelect={item.onSelect}>
                {item.label}
              </Item>
            </Fragment>
          ))}
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { List, Panel, Trigger } from './tabs.styles';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs and their panels. */
  items: readonly TabItem[];
  /** Name of the tab list, e.g. 申请状态. */
  label: string;
  /** Active tab (controlled). */
  value?: string;
  /** Initial tab when uncontrolled; the first by default. */
  defaultValue?: string;
  /** Called with the newly active tab. */
  onValueChange?: (value: string) => void;
}

/** Tabs on Radix: arrow keys move between tabs and activate them; Tab goes to the panel. */
export function Tabs({ items, label, value, defaultValue = items[0]?.value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue} onValueChange={onValueChange}>
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}

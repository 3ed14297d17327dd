import type { MouseEvent } from 'react';
import { messages } from '../messages';
import { List } from './breadcrumb.styles';

export interface BreadcrumbItem {
  label: string;
  /** Real href, so "open in new tab" works; the last item (current page) needs none. */
  href?: string;
}

export interface BreadcrumbProps {
  /** Path from the root; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Client-side navigation: called instead of following the link on a plain left click. */
  onNavigate?: (href: string) => void;
}

/** Where the page sits: a nav named 面包屑; the last item is the current page. */
export function Breadcrumb({ items, onNavigate }: BreadcrumbProps) {
  const click = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab/window) keep the browser's behaviour.
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav aria-label={messages.breadcrumb.label}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a href={item.href} onClick={click(item.href)}>
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}

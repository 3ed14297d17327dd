import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from './header.styles';

export interface HeaderLinkProps {
  path: string;
  href: string;
  onNavigate: (path: string) => void;
  children: ReactNode;
  describedBy?: string;
}

/**
 * A real link (so "open in new tab" works) whose plain left click goes through the host's router instead of a page
 * load. Modified clicks keep the browser's behaviour.
 */
export function HeaderLink({ path, href, onNavigate, children, describedBy }: HeaderLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  }
  return (
    <NavLink href={href} onClick={onClick} aria-describedby={describedBy}>
      {children}
    </NavLink>
  );
}

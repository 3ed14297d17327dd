import type { MouseEvent, ReactNode } from 'react';

export interface HeaderLinkProps {
  path: string;
  href: string;
  onNavigate: (path: string) => void;
  children: ReactNode;
  describedBy?: string;
  /** From its styled wrappers (header.styles.ts `NavLink`, `HomeLink`). */
  className?: string;
}

/**
 * A real link (so "open in new tab" works) whose plain left click goes through the host's router instead of a page
 * load. Modified clicks keep the browser's behaviour.
 */
export function HeaderLink({ path, href, onNavigate, children, describedBy, className }: HeaderLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  }
  return (
    <a className={className} href={href} onClick={onClick} aria-describedby={describedBy}>
      {children}
    </a>
  );
}

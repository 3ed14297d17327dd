import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A menu link: a real href (open in a new tab works), `aria-current="page"` on the page being shown. */
export function NavLink({ to, current, children, className }: { to: string; current: boolean; children: ReactNode; className?: string }) {
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}

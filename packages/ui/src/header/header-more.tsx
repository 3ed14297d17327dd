import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { messages } from '../messages';
import { MoreButton, MoreList, MoreRoot } from './header.styles';

const t = messages.header;

export interface HeaderMoreProps {
  /** The entries that do not fit the bar, one `<li>` each. */
  children: ReactNode;
  /** A mark on the button for what is inside (the unread dot of 消息中心). */
  badge?: ReactNode;
  /** Described by (the unread count), like the link it stands for. */
  describedBy?: string;
}

/**
 * The button's face: 更多 and the chevron. The header's ruler measures this same markup in the same MoreButton box
 * (header.tsx), so what is measured is what renders.
 */
export function MoreMark() {
  return (
    <>
      {t.more}
      <ChevronDownIcon aria-hidden="true" />
    </>
  );
}

const links = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>('ul a[href]') ?? [])];

/**
 * 更多: the header entries that do not fit, behind a disclosure button (the navigation-menu pattern: the links stay
 * links). Enter/Space/ArrowDown open it, Up/Down/Home/End move, Escape closes and returns to the button, and a
 * click or focus outside closes it. Plain DOM, no menu library: it is on the first paint of every page.
 */
export function HeaderMore({ children, badge, describedBy }: HeaderMoreProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    if (focusFirst.current) links(root.current)[0]?.focus();
    focusFirst.current = false;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = links(root.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && at < 0) {
      event.preventDefault();
      if (open) items[0]?.focus();
      else {
        focusFirst.current = true;
        setOpen(true);
      }
    } else if (at >= 0 && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      const last = items.length - 1;
      const next = { ArrowDown: at === last ? 0 : at + 1, ArrowUp: at === 0 ? last : at - 1, Home: 0, End: last }[event.key]!;
      items[next]?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <MoreRoot ref={root} onKeyDown={onKeyDown} onBlur={onBlur} onClick={(event) => (event.target as HTMLElement).closest('ul a') && setOpen(false)}>
      <MoreButton ref={button} type="button" aria-expanded={open} aria-controls={listId} aria-describedby={describedBy} onClick={() => setOpen(!open)}>
        <MoreMark />
        {badge}
      </MoreButton>
      <MoreList id={listId} hidden={!open}>
        {children}
      </MoreList>
    </MoreRoot>
  );
}

import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Space between two entries of the header menu, px (header.styles.ts `MenuList`). */
export const ENTRY_GAP_PX = 20;

/**
 * How many entries, in order, fit into `available` px: all of them when they fit side by side, else as many as
 * fit beside the 更多 button (`moreWidth`). No layout at all (available 0: jsdom, a hidden header) shows all.
 */
export function fittingCount(available: number, widths: readonly number[], moreWidth: number, gap = ENTRY_GAP_PX): number {
  if (available <= 0) return widths.length;
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  while (count < widths.length && used + gap + widths[count]! <= available) {
    used += gap + widths[count]!;
    count++;
  }
  return count;
}

/**
 * The entries that fit the menu's width, measured: `ruler` holds every entry's label and, last, the 更多 button,
 * laid out at their natural widths but invisible. Measured before paint and again whenever the menu or the ruler
 * changes size (a resize, a web font arriving, another slogan), so the header never wraps at any width.
 */
export function useFittingCount(menu: RefObject<HTMLElement | null>, ruler: RefObject<HTMLElement | null>, total: number): number {
  const [count, setCount] = useState(total);
  useLayoutEffect(() => {
    const box = menu.current;
    const marks = ruler.current;
    if (!box || !marks) return undefined;
    const measure = () => {
      const widths = [...marks.children].map((el) => el.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      // The menu's own width unrounded, as the entries are (clientWidth rounds: 443.89 px reads as 444, and a row
      // measured to fit in 444 would overflow by a fraction of a pixel).
      setCount(fittingCount(box.getBoundingClientRect().width, widths, more));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(marks);
    return () => observer.disconnect();
  }, [menu, ruler, total]);
  return Math.min(count, total);
}

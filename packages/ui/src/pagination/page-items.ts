/** A page number or a gap ('…') in the page list. */
export type PageItem = number | 'gap-before' | 'gap-after';

/** Pages to show: all of them up to 7, otherwise first, last and two either side of the current page. */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 2, pageCount - 5));
  const end = Math.min(pageCount - 1, Math.max(current + 2, 6));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-before');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < pageCount - 1) items.push('gap-after');
  items.push(pageCount);
  return items;
}

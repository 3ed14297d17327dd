import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { messages } from '../messages';
import { Select } from '../select/select';
import { pageItems } from './page-items';
import { Gap, Nav, PageButton, SizeField, SmallField } from './pagination.styles';

export interface PaginationProps {
  /** Number of records (not pages). */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Called with the new page and page size; a new page size goes back to page 1. */
  onChange: (page: number, pageSize: number) => void;
  /** Choices for 每页条数; hidden when empty. */
  pageSizeOptions?: readonly number[];
  /** Shows the 跳至 … 页 input. */
  showJump?: boolean;
  /** Shows 共 N 条, announced again when it changes (a new filter). */
  showTotal?: boolean;
  /** Name of the navigation landmark; 分页 by default. Name it after its table when a page has two. */
  label?: string;
}

const t = messages.pagination;

/** Page navigation with total, page size and jump (zh-CN), as a labelled nav landmark. */
export function Pagination({
  total,
  page,
  pageSize,
  onChange,
  pageSizeOptions = [10, 20, 50, 100],
  showJump = true,
  showTotal = true,
  label = t.label,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const [jump, setJump] = useState('');
  const go = (next: number) => {
    const clamped = Math.min(Math.max(1, next), pageCount);
    if (clamped !== current) onChange(clamped, pageSize);
  };
  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter here must not submit a surrounding search form.
    event.preventDefault();
    const value = Number.parseInt(jump, 10);
    if (Number.isFinite(value)) go(value);
    setJump('');
  };
  return (
    <Nav aria-label={label}>
      {/* A live region without a status role: hosts may have their own status messages on the same page. */}
      {showTotal ? (
        <span aria-live="polite" aria-atomic="true">
          {t.total(total)}
        </span>
      ) : null}
      <ul>
        <li>
          <PageButton type="button" aria-label={t.previous} disabled={current <= 1} onClick={() => go(current - 1)}>
            ‹
          </PageButton>
        </li>
        {pageItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton type="button" aria-label={t.page(item)} aria-current={item === current ? 'page' : undefined} onClick={() => go(item)}>
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton type="button" aria-label={t.next} disabled={current >= pageCount} onClick={() => go(current + 1)}>
            ›
          </PageButton>
        </li>
      </ul>
      {pageSizeOptions.length > 0 ? (
        <SizeField>
          <Select
            aria-label={t.pageSize}
            value={String(pageSize)}
            onValueChange={(size) => onChange(1, Number(size))}
            options={pageSizeOptions.map((size) => ({ value: String(size), label: t.pageSizeOption(size) }))}
          />
        </SizeField>
      ) : null}
      {showJump ? (
        <SmallField>
          {t.jump}
          <input
            inputMode="numeric"
            aria-label={t.jumpLabel}
            value={jump}
            onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
            onKeyDown={onJumpKey}
          />
          {t.jumpSuffix}
        </SmallField>
      ) : null}
    </Nav>
  );
}
